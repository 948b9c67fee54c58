import type { SlotRoundView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { errorCodeOf, type SessionApi } from '../shared/api';
import { useFormat } from '../shared/format';
import { SymbolArt } from '../shared/symbol-art';
import { slotVerifyUrl } from '../shared/verify-link';

type HistoryProps = {
  api: SessionApi;
  themeId: string;
  gameCode: string;
  /** Changes after each spin or seed rotation: the list reloads. */
  version: number;
  onError(code: string): void;
};

export function HistoryPanel({ api, themeId, gameCode, version, onError }: HistoryProps) {
  const { t, language } = useI18n();
  const format = useFormat();
  const [rounds, setRounds] = useState<SlotRoundView[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload signal.
  useEffect(() => {
    let live = true;
    api.history().then(
      (answer) => live && setRounds(answer.rounds),
      (error: unknown) => live && onError(errorCodeOf(error)),
    );
    return () => {
      live = false;
    };
  }, [api, version, onError]);

  if (rounds === null) return <p className="panel-hint">{t('common.loading')}</p>;
  if (rounds.length === 0) return <p className="panel-empty">{t('history.empty')}</p>;
  return (
    <ul className="history-list">
      {rounds.map((round) => {
        const won = parseAmount(round.payout) > 0n;
        return (
          <li key={round.roundId} className={`history-item ${won ? 'is-win' : ''}`}>
            <div className="history-grid" aria-hidden="true">
              {[0, 1, 2].map((row) =>
                round.grid.map((column, reel) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5×3 drawing.
                  <SymbolArt key={`${row}-${reel}`} themeId={themeId} symbolId={column[row] ?? 0} />
                )),
              )}
            </div>
            <div className="history-facts">
              <span className="history-time">{format.dateTime(round.playedAt)}</span>
              <span>
                {t('common.stake')} {format.money(round.stake)}
              </span>
              <strong className={won ? 'gold' : 'muted'}>
                {won ? `+${format.money(round.payout)}` : format.money(0n)}
              </strong>
              <span className="history-nonce">{t('history.nonce', { nonce: round.nonce })}</span>
              {round.status === 'WIN_PENDING' ? (
                <span className="pill pill-warn">{t('history.pending')}</span>
              ) : null}
              {round.serverSeed ? (
                <a
                  className="chip-link"
                  target="_blank"
                  rel="noopener"
                  href={slotVerifyUrl(
                    {
                      gameCode,
                      serverSeed: round.serverSeed,
                      clientSeed: round.clientSeed,
                      nonce: round.nonce,
                      stake: round.stake,
                      serverSeedHash: round.serverSeedHash,
                    },
                    language,
                  )}
                >
                  {t('history.verify')} ↗
                </a>
              ) : (
                <span className="history-sealed">{t('history.sealed')}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
