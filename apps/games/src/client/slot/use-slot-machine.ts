import type { FairnessState, GameSession, SlotRoundView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import { useCallback, useRef, useState } from 'react';
import { errorCodeOf, type SessionApi } from '../shared/api';
import { announceBalance } from '../shared/portal-balance';
import { prefersReducedMotion, sleep } from '../shared/sleep';
import { openingGrid } from './win-lines';

export type MachinePhase = 'idle' | 'spinning' | 'settled';

export type SlotMachine = {
  phase: MachinePhase;
  /** How many reels, from the left, have stopped on the current grid. */
  stopped: number;
  grid: number[][];
  round: SlotRoundView | null;
  /** Minor units: the balance on screen (the stake leaves it when the reels start). */
  balance: bigint;
  fairness: FairnessState;
  /** Increments per answered spin, so panels that list rounds know to reload. */
  spins: number;
  spin(stake: string): Promise<void>;
  setFairness(next: FairnessState): void;
};

const MIN_SPIN_MS = 650;
const REEL_GAP_MS = 170;

/**
 * The spin cycle: take the stake off the shown balance, spin every reel, ask the server, then stop the reels
 * left to right on its grid and show the answer's balance. A ref guards re-entry, since a key press and a click
 * can arrive in the same frame, before React has re-rendered the disabled button.
 */
export function useSlotMachine(
  api: SessionApi,
  session: GameSession,
  symbolCount: number,
  onError: (code: string) => void,
  onSettled: (balance: string, fairness: FairnessState) => void,
): SlotMachine {
  const [phase, setPhase] = useState<MachinePhase>('idle');
  const [stopped, setStopped] = useState(5);
  const [grid, setGrid] = useState<number[][]>(() => openingGrid(symbolCount));
  const [round, setRound] = useState<SlotRoundView | null>(null);
  const [balance, setBalance] = useState(() => parseAmount(session.balance));
  const [fairness, setFairness] = useState(session.fairness);
  const [spins, setSpins] = useState(0);
  const busy = useRef(false);
  const confirmedBalance = useRef(parseAmount(session.balance));

  const spin = useCallback(
    async (stake: string) => {
      if (busy.current) return;
      busy.current = true;
      const reduced = prefersReducedMotion();
      setRound(null);
      setStopped(0);
      setPhase('spinning');
      setBalance(confirmedBalance.current - parseAmount(stake));
      const started = performance.now();
      try {
        const answer = await api.spin(stake);
        const wait = (reduced ? 0 : MIN_SPIN_MS) - (performance.now() - started);
        if (wait > 0) await sleep(wait);
        setGrid(answer.round.grid);
        for (let reel = 1; reel <= 5; reel++) {
          setStopped(reel);
          if (!reduced) await sleep(REEL_GAP_MS);
        }
        confirmedBalance.current = parseAmount(answer.balance);
        setBalance(confirmedBalance.current);
        setFairness(answer.fairness);
        setRound(answer.round);
        setSpins((count) => count + 1);
        announceBalance(session.mode, answer.balance);
        onSettled(answer.balance, answer.fairness);
      } catch (error) {
        setStopped(5);
        setBalance(confirmedBalance.current);
        onError(errorCodeOf(error));
        // A cancelled round gave the stake back and a refused one may not have; the wallet is the truth.
        try {
          const { balance: latest } = await api.balance();
          confirmedBalance.current = parseAmount(latest);
          setBalance(confirmedBalance.current);
          announceBalance(session.mode, latest);
        } catch {
          // the error above is already on screen
        }
      } finally {
        setPhase('settled');
        busy.current = false;
      }
    },
    [api, session.mode, onError, onSettled],
  );

  return { phase, stopped, grid, round, balance, fairness, spins, spin, setFairness };
}
