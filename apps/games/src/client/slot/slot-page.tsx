import type { FairnessState, GameSession, RotatedSeeds, SlotView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import { THEME_ART } from '../../art/theme-art';
import type { GamePageConfig } from '../config';
import { type I18n, useI18n } from '../i18n/i18n';
import { errorCodeOf, type SessionApi } from '../shared/api';
import { useFormat } from '../shared/format';
import { Notice } from '../shared/notice';
import { Tabs } from '../shared/tabs';
import { useToasts } from '../shared/toast';
import { TopBar } from '../shared/top-bar';
import { useCountUp } from '../shared/use-count-up';
import { Controls } from './controls';
import { FairnessPanel } from './fairness-panel';
import { HistoryPanel } from './history-panel';
import { Paytable } from './paytable';
import { Reels } from './reels';
import './slot.css';
import { useSlotMachine } from './use-slot-machine';
import { useWinFocus, WinBanner, WinCaption } from './win-display';
import { winItems } from './win-lines';

type SlotPageProps = {
  config: GamePageConfig;
  session: GameSession;
  api: SessionApi;
  onSession(next: GameSession): void;
};

export function SlotPage({ config, session, api, onSession }: SlotPageProps) {
  const { t, error } = useI18n();
  const toasts = useToasts();
  const [view, setView] = useState<SlotView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    api.slot().then(setView, (failure: unknown) => setFailed(errorCodeOf(failure)));
  }, [api]);
  const onError = useCallback((code: string) => toasts.show('error', error(code)), [toasts, error]);

  if (failed)
    return <Notice icon="⚠" title={t('common.openError')} body={error(failed)} backUrl={config.backUrl} />;
  if (!view)
    return (
      <main className="loading-screen" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
      </main>
    );
  return (
    <SlotGame
      config={config}
      session={session}
      api={api}
      view={view}
      onError={onError}
      onSession={onSession}
    />
  );
}

type SlotGameProps = SlotPageProps & { view: SlotView; onError(code: string): void };

type PanelId = 'paytable' | 'history' | 'fairness';

function SlotGame({ config, session, api, view, onError, onSession }: SlotGameProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const format = useFormat();
  const [stake, setStake] = useState(() => pickStake(view.stakes, session.balance));
  const [panel, setPanel] = useState<PanelId>('paytable');
  const [rotated, setRotated] = useState<RotatedSeeds['previous'] | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const onSettled = useCallback(
    (balance: string, fairness: FairnessState) => onSession({ ...session, balance, fairness }),
    [onSession, session],
  );
  const machine = useSlotMachine(api, session, view.symbols.length, onError, onSettled);
  const busy = machine.phase === 'spinning';
  const { round } = machine;
  const wins = useMemo(() => (round ? winItems(round, view.paylines, view.symbols) : []), [round, view]);
  const focus = useWinFocus(wins, machine.spins);
  const payout = round ? parseAmount(round.payout) : 0n;
  const counted = useCountUp(payout, machine.spins);

  const spin = useCallback(() => {
    void machine.spin(stake);
  }, [machine, stake]);

  // Space spins, as on every slot; not while typing a seed or when a control has focus (it reacts itself).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('input, textarea, select, button, a, [role="tab"]'))
        return;
      event.preventDefault();
      if (!event.repeat) spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin]);

  const setFairness = (next: FairnessState) => {
    machine.setFairness(next);
    onSession({ ...session, fairness: next });
  };
  const onRotated = (rotation: RotatedSeeds) => {
    setRotated(rotation.previous);
    setFairness(rotation.current);
    setHistoryVersion((version) => version + 1);
  };

  const summary = round
    ? resultSummary(round.grid, view, i18n, format.number(round.payout), payout > 0n)
    : '';
  const winLabel = t('slot.win');
  const title = config.title ?? view.themeName;

  return (
    <div className={`slot-app theme-${view.themeId}`} style={themeStyle(view.themeId)}>
      <TopBar
        backUrl={config.backUrl}
        title={title}
        demo={session.mode === 'demo'}
        balance={machine.balance}
      />
      <main className="slot-main">
        <section className="stage" aria-label={title}>
          <div className="cabinet">
            <div className="marquee">
              <span className="marquee-title">{title}</span>
              <span className="marquee-chips">
                <span className="pill">{t('slot.lines')}</span>
                <span className="pill">
                  {t('paytable.volatility')}: {t(`volatility.${view.volatility}`)}
                </span>
                <span className="pill">RTP {(view.rtp * 100).toFixed(2)}%</span>
              </span>
            </div>
            <div className="reel-window">
              <Reels
                themeId={view.themeId}
                grid={machine.grid}
                symbols={view.symbols}
                paylines={view.paylines}
                stopped={machine.stopped}
                spinning={busy}
                spinKey={machine.spins + (busy ? 1 : 0)}
                wins={busy ? [] : wins}
                focus={focus}
              />
              <WinBanner round={busy ? null : round} amount={counted} key={machine.spins} />
            </div>
            <WinCaption
              wins={busy ? [] : wins}
              focus={focus}
              symbols={view.symbols}
              idle={!round}
              busy={busy}
              noWin={!!round && payout === 0n}
            />
          </div>
          <Controls
            stakes={view.stakes}
            stake={stake}
            onStake={setStake}
            busy={busy}
            onSpin={spin}
            win={busy ? 0n : counted}
            winLabel={winLabel}
          />
          <p className="sr-only" role="status" aria-live="polite" data-testid="slot-result">
            {busy ? '' : summary}
          </p>
        </section>

        <aside className="side-panel">
          <Tabs<PanelId>
            label={t('slot.panels')}
            active={panel}
            onChange={setPanel}
            tabs={[
              { id: 'paytable', label: t('slot.tab.paytable') },
              { id: 'history', label: t('slot.tab.history') },
              { id: 'fairness', label: t('slot.tab.fairness') },
            ]}
          >
            {panel === 'paytable' ? <Paytable view={view} stake={stake} /> : null}
            {panel === 'history' ? (
              <HistoryPanel
                api={api}
                themeId={view.themeId}
                gameCode={config.gameCode}
                version={machine.spins + historyVersion}
                onError={onError}
              />
            ) : null}
            {panel === 'fairness' ? (
              <FairnessPanel
                api={api}
                gameCode={config.gameCode}
                fairness={machine.fairness}
                busy={busy}
                rotated={rotated}
                onFairness={setFairness}
                onRotated={onRotated}
                onError={onError}
              />
            ) : null}
          </Tabs>
        </aside>
      </main>
    </div>
  );
}

/** The theme's palette as the custom properties slot.css reads. */
function themeStyle(themeId: string): CSSProperties {
  const palette = THEME_ART[themeId]?.palette;
  if (!palette) return {};
  return {
    '--accent': palette.accent,
    '--accent-2': palette.accent2,
    '--theme-mid': palette.mid,
  };
}

/** The smallest stake, or 1.00 when the balance allows: a sensible first bet that is not the table maximum. */
function pickStake(stakes: string[], balance: string): string {
  const available = parseAmount(balance);
  const preferred = stakes.find((stake) => parseAmount(stake) === 100n && available >= 100n);
  return preferred ?? stakes[0] ?? '1.00';
}

/** The round for screen readers: the symbols' names row by row, then the win. */
function resultSummary(grid: number[][], view: SlotView, i18n: I18n, amount: string, won: boolean): string {
  const { t, symbol: symbolName } = i18n;
  const name = (id: number) => symbolName(view.symbols.find((symbol) => symbol.id === id)?.name ?? '?');
  const rows = [0, 1, 2].map((row) => grid.map((column) => name(column[row] ?? 0)).join(', ')).join(' / ');
  return `${t('slot.result', { rows })} ${won ? t('slot.resultWin', { amount }) : t('slot.resultNoWin')}`;
}
