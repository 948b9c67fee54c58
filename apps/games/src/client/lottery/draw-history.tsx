import type { LotteryView } from '@playhall/contracts/games-play';
import './lottery-lists.css';
import { useI18n } from '../i18n/i18n';
import { DrawResultSummary, DrawResultTable } from '../shared/draw-result';
import { useFormat } from '../shared/format';
import { lotteryVerifyUrl } from '../shared/verify-link';

/** Drawn draws, newest first, each with its revealed seed and a link that recomputes it. */
export function DrawHistory({ view }: { view: LotteryView }) {
  const { t, language } = useI18n();
  const format = useFormat();
  const drawn = view.previous.filter((draw) => draw.result);
  if (drawn.length === 0) return <p className="panel-empty">{t('lottery.noResults')}</p>;
  return (
    <ul className="draw-list">
      {drawn.map((draw) =>
        draw.result ? (
          <li key={draw.drawId} className="draw-item" data-testid="draw-row">
            <div className="draw-item-head">
              <strong className="mono">{draw.drawId}</strong>
              <span className="muted">{format.dateTime(draw.drawsAt)}</span>
            </div>
            <DrawResultSummary result={draw.result} />
            {draw.result.game !== 'ssc' ? (
              <details className="draw-details">
                <summary>{t('lottery.allPrizes')}</summary>
                <DrawResultTable result={draw.result} />
              </details>
            ) : null}
            <div className="draw-item-foot">
              {draw.serverSeed ? (
                <span className="draw-seed mono" title={t('lottery.revealedSeed')}>
                  {draw.serverSeed.slice(0, 16)}…
                </span>
              ) : null}
              {draw.serverSeed ? (
                <a
                  className="chip-link"
                  target="_blank"
                  rel="noopener"
                  href={lotteryVerifyUrl(
                    {
                      family: view.family,
                      serverSeed: draw.serverSeed,
                      drawId: draw.drawId,
                      serverSeedHash: draw.serverSeedHash,
                    },
                    language,
                  )}
                >
                  {t('lottery.verify')} ↗
                </a>
              ) : null}
            </div>
          </li>
        ) : null,
      )}
    </ul>
  );
}
