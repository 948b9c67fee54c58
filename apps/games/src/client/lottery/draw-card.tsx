import type { LotteryView } from '@playhall/contracts/games-play';
import './draw-card.css';
import { useI18n } from '../i18n/i18n';
import { CopyButton } from '../shared/copy-button';
import { DrawResultSummary } from '../shared/draw-result';
import { useFormat } from '../shared/format';
import { formatCountdown } from './lottery-labels';

export type DrawPhase = 'open' | 'closed' | 'drawn';

/** Where the current draw stands on the player's clock; the server refuses a late ticket anyway. */
export function drawPhase(view: LotteryView, now: number): DrawPhase {
  if (view.current.result || now >= Date.parse(view.current.drawsAt)) return 'drawn';
  if (now >= Date.parse(view.current.closesAt)) return 'closed';
  return 'open';
}

/** The current draw: its id, the countdown to close (then to the draw), its seed hash, and the last result. */
export function DrawCard({ view, now }: { view: LotteryView; now: number }) {
  const { t } = useI18n();
  const format = useFormat();
  const { current } = view;
  const phase = drawPhase(view, now);
  const opensAt = Date.parse(current.opensAt);
  const closesAt = Date.parse(current.closesAt);
  const drawsAt = Date.parse(current.drawsAt);
  const target = phase === 'open' ? closesAt : drawsAt;
  const span = phase === 'open' ? closesAt - opensAt : drawsAt - closesAt;
  const left = Math.max(0, target - now);
  const progress = span > 0 ? Math.min(1, Math.max(0, 1 - left / span)) : 1;
  const minutes = Math.round((drawsAt - opensAt) / 60_000);
  // On the brand's clock with its offset, as the portal's header: "Daily at 18:30 GMT+8", or "Every 3 min · draw
  // at 20:15 GMT+8" (the interval and when this draw is).
  const drawTime = format.time(current.drawsAt);
  const schedule =
    view.schedule.kind === 'daily'
      ? t('lottery.schedule.daily', { time: drawTime })
      : `${t('lottery.schedule.interval', { minutes })} · ${t('lottery.schedule.drawAt', { time: drawTime })}`;
  const last = view.previous.find((draw) => draw.result && draw.drawId !== current.drawId);
  const urgent = phase === 'open' && left <= 10_000;

  return (
    <section className={`draw-card phase-${phase}`} aria-labelledby="draw-heading">
      <div className="draw-main">
        <div className="draw-id">
          <span className="field-label" id="draw-heading">
            {t('lottery.currentDraw')}
          </span>
          <strong className="draw-id-value" data-testid="current-draw">
            {current.drawId}
          </strong>
          <span className="draw-meta">
            <span className="pill" data-testid="draw-schedule">
              {schedule}
            </span>
          </span>
        </div>
        <div className="countdown" role="timer" aria-live="off">
          <span className={`status-pill status-${phase}`} data-testid="draw-status">
            {phase === 'open'
              ? t('lottery.open')
              : phase === 'closed'
                ? t('lottery.closed')
                : current.result
                  ? t('lottery.drawn')
                  : t('lottery.drawing')}
          </span>
          <span className="countdown-label">
            {phase === 'open' ? t('lottery.closesIn') : phase === 'closed' ? t('lottery.drawsIn') : ''}
          </span>
          <strong className={`countdown-value ${urgent ? 'is-urgent' : ''}`} data-testid="countdown">
            {phase === 'drawn' ? '—' : formatCountdown(left)}
          </strong>
          <span className="countdown-bar" aria-hidden="true">
            <span style={{ transform: `scaleX(${phase === 'drawn' ? 1 : progress})` }} />
          </span>
        </div>
      </div>
      <div className="draw-hash">
        <span className="field-label" id="draw-hash-label">
          {t('lottery.serverSeedHash')}
        </span>
        <div className="mono-row">
          <code className="mono" data-testid="draw-seed-hash">
            {current.serverSeedHash}
          </code>
          <CopyButton text={current.serverSeedHash} label={t('lottery.serverSeedHash')} />
        </div>
        <span className="panel-hint">{t('lottery.hashHint')}</span>
      </div>
      {last?.result ? (
        <div className="draw-last">
          <span className="field-label">
            {t('lottery.lastResult')} · <span className="mono">{last.drawId}</span>
          </span>
          <DrawResultSummary result={last.result} size="large" />
        </div>
      ) : null}
    </section>
  );
}
