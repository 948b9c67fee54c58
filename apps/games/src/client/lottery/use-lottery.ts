import type { GameSession, LotteryView, TicketView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, type SessionApi } from '../shared/api';
import { announceBalance } from '../shared/portal-balance';
import { noteServerTime, serverNow } from '../shared/server-clock';

/** While a ticket waits for its draw to be settled, the list is asked this often. */
const TICKET_POLL_MS = 4000;
/** After the draw time the server needs a moment to draw; then the view is asked again until the next draw shows. */
const AFTER_DRAW_MS = 1200;
const RETRY_MS = 2000;
const RESULT_RETRY_MS = 3000;

export type Lottery = {
  view: LotteryView | null;
  failed: string | null;
  tickets: TicketView[] | null;
  /** Minor units. */
  balance: bigint;
  place(betType: string, selection: string, stake: string): Promise<TicketView>;
  refreshBalance(): Promise<void>;
  refreshView(): Promise<void>;
};

type Settled = (ticket: TicketView) => void;

/**
 * The lottery's live state: the draw view, the player's tickets and the balance. The view is fetched again when
 * the countdown reaches the draw (and every 2 s until the server has rolled on to the next draw); tickets are
 * polled only while one of them is still open, and a ticket seen settling refreshes the balance and the results.
 */
export function useLottery(api: SessionApi, session: GameSession, onSettled: Settled): Lottery {
  const [view, setView] = useState<LotteryView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tickets, setTickets] = useState<TicketView[] | null>(null);
  const [balance, setBalance] = useState(() => parseAmount(session.balance));
  const known = useRef(new Map<string, TicketView['status']>());
  const hasView = useRef(false);
  const familyRef = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });

  const loadView = useCallback((): Promise<void> => {
    const sentAt = Date.now();
    return api.lottery().then(
      (next) => {
        noteServerTime(next.serverTime, sentAt, Date.now());
        hasView.current = true;
        familyRef.current = next.family;
        setView(next);
      },
      (error: unknown) => {
        // Only a page that never loaded gives up; a failed refresh tries again on the next beat.
        if (hasView.current) setAttempt((count) => count + 1);
        else setFailed(errorCodeOf(error));
      },
    );
  }, [api]);

  const refreshBalance = useCallback(async () => {
    const answer = await api.balance();
    setBalance(parseAmount(answer.balance));
    announceBalance(session.mode, answer.balance);
  }, [api, session.mode]);

  const loadTickets = useCallback(async () => {
    const { tickets: all } = await api.tickets();
    // The list is the player's across every lottery; this page shows its own family's (ids start with it).
    const family = familyRef.current;
    const list = family ? all.filter((ticket) => ticket.drawId.startsWith(`${family}-`)) : all;
    const settled = list.filter(
      (ticket) => ticket.status !== 'OPEN' && known.current.get(ticket.ticketId) === 'OPEN',
    );
    known.current = new Map(list.map((ticket) => [ticket.ticketId, ticket.status]));
    setTickets(list);
    if (settled.length > 0) {
      for (const ticket of settled) settledRef.current(ticket);
      void loadView();
      await refreshBalance().catch(() => {});
    }
  }, [api, loadView, refreshBalance]);

  useEffect(() => {
    // The view first: it names the family the ticket list is filtered by.
    void loadView().then(() => loadTickets().catch(() => setTickets([])));
  }, [loadView, loadTickets]);

  // The draw time: ask again just after it, keep asking while the server still shows the passed draw, then until
  // its result is in (the draw job runs every few seconds), giving up after a while if it never shows.
  const passed = useRef<{ drawId: string; tries: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-arms the timer after a failed refresh.
  useEffect(() => {
    if (!view) return;
    const waiting = passed.current;
    if (
      waiting &&
      (view.previous.some((draw) => draw.drawId === waiting.drawId && draw.result) || waiting.tries > 10)
    )
      passed.current = null;
    const drawsAt = Date.parse(view.current.drawsAt);
    const untilDraw = drawsAt - serverNow();
    const delay = untilDraw <= 0 ? RETRY_MS : passed.current ? RESULT_RETRY_MS : untilDraw + AFTER_DRAW_MS;
    const timer = window.setTimeout(
      () => {
        if (Date.parse(view.current.drawsAt) <= serverNow())
          passed.current = { drawId: view.current.drawId, tries: 0 };
        else if (passed.current) passed.current.tries += 1;
        void loadView();
      },
      Math.min(delay, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [view, attempt, loadView]);

  const hasOpen = tickets?.some((ticket) => ticket.status === 'OPEN') ?? false;
  useEffect(() => {
    if (!hasOpen) return;
    const timer = window.setInterval(() => void loadTickets().catch(() => {}), TICKET_POLL_MS);
    return () => window.clearInterval(timer);
  }, [hasOpen, loadTickets]);

  // A tab coming back from the background may have missed draws: catch up at once.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void loadView();
      void loadTickets().catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [loadView, loadTickets]);

  const place = useCallback(
    async (betType: string, selection: string, stake: string) => {
      try {
        const answer = await api.placeTicket(betType, selection, stake);
        setBalance(parseAmount(answer.balance));
        announceBalance(session.mode, answer.balance);
        known.current.set(answer.ticket.ticketId, answer.ticket.status);
        setTickets((list) => [
          answer.ticket,
          ...(list ?? []).filter((ticket) => ticket.ticketId !== answer.ticket.ticketId),
        ]);
        return answer.ticket;
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'BETTING_CLOSED') void loadView();
        // A refused or cancelled ticket may or may not have moved money: the wallet is the truth.
        if (code !== 'SELECTION' && code !== 'STAKE' && code !== 'BET_TYPE')
          await refreshBalance().catch(() => {});
        throw error;
      }
    },
    [api, session.mode, loadView, refreshBalance],
  );

  return { view, failed, tickets, balance, place, refreshBalance, refreshView: loadView };
}
