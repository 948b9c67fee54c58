import type { VerifyAnswer } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import type { ReactNode } from 'react';
import { PAYLINES } from '../../engines/slot/paylines';
import { useI18n } from '../i18n/i18n';
import { DrawResultSummary, DrawResultTable } from '../shared/draw-result';
import { useFormat } from '../shared/format';
import { SymbolArt } from '../shared/symbol-art';
import type { ThemeSymbols } from './slot-theme';

/** What the page worked out itself beside the server's answer. */
export type BrowserCheck = {
  /** null: this browser cannot hash here (not a secure page). */
  seedHash: string | null;
  firstBlock: string | null;
  symbols: ThemeSymbols | null;
  /** The hash the player typed or the link carried; '' when none. */
  published: string;
};

function Verdict({ isMatch, testId }: { isMatch: boolean; testId?: string }) {
  const { t } = useI18n();
  return (
    <span className={`verdict ${isMatch ? 'is-match' : 'is-mismatch'}`} data-testid={testId}>
      {isMatch ? t('verify.match') : t('verify.mismatch')}
    </span>
  );
}

function HashRow({ label, value, verdict }: { label: string; value: string; verdict?: ReactNode }) {
  return (
    <div className="hash-row">
      <span className="field-label">{label}</span>
      <code className="mono">{value}</code>
      {verdict}
    </div>
  );
}

export function VerifyResult({ answer, check }: { answer: VerifyAnswer; check: BrowserCheck }) {
  const { t } = useI18n();
  const published = check.published.trim().toLowerCase();
  return (
    <section
      className="verify-result card"
      aria-labelledby="verify-result-heading"
      data-testid="verify-result"
    >
      <h2 id="verify-result-heading" className="panel-heading">
        {t('verify.result')}
      </h2>
      {answer.kind === 'slot' ? <SlotOutcome answer={answer} symbols={check.symbols} /> : null}
      {answer.kind === 'lottery' ? (
        <div className="verify-draw">
          <span className="mono muted">{answer.result.drawId}</span>
          {answer.result.game === 'ssc' ? (
            <DrawResultSummary result={answer.result} size="large" />
          ) : (
            <DrawResultTable result={answer.result} />
          )}
        </div>
      ) : null}

      <div className="hashes">
        <HashRow label={t('verify.hashServer')} value={answer.serverSeedHash} />
        {check.seedHash === null ? (
          <p className="panel-hint">{t('verify.noCrypto')}</p>
        ) : (
          <HashRow
            label={t('verify.hashBrowser')}
            value={check.seedHash}
            verdict={<Verdict isMatch={check.seedHash === answer.serverSeedHash} />}
          />
        )}
        {published ? (
          <HashRow
            label={t('verify.published')}
            value={published}
            verdict={<Verdict isMatch={published === answer.serverSeedHash} testId="hash-match" />}
          />
        ) : null}
        {answer.kind === 'slot' ? (
          <>
            <HashRow label={t('verify.firstBlock')} value={answer.firstBlock} />
            {check.firstBlock !== null ? (
              <HashRow
                label={t('verify.blockBrowser')}
                value={check.firstBlock}
                verdict={<Verdict isMatch={check.firstBlock === answer.firstBlock} />}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

function SlotOutcome({
  answer,
  symbols,
}: {
  answer: Extract<VerifyAnswer, { kind: 'slot' }>;
  symbols: ThemeSymbols | null;
}) {
  const { t, symbol: symbolName } = useI18n();
  const format = useFormat();
  const symbol = (id: number) => symbols?.symbols.find((candidate) => candidate.id === id);
  const name = (id: number) => {
    const found = symbol(id);
    return found ? symbolName(found.name) : t('verify.symbolId', { id });
  };
  const lit = new Set(
    answer.lineWins.flatMap((win) =>
      (PAYLINES[win.line - 1] ?? []).slice(0, win.count).map((row, reel) => `${reel}:${row}`),
    ),
  );
  const won = parseAmount(answer.payout) > 0n;
  return (
    <div className="verify-slot">
      <div className="verify-reels" role="img" aria-label={t('slot.reels')}>
        {[0, 1, 2].map((row) =>
          answer.grid.map((column, reel) => {
            const id = column[row] ?? 0;
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5×3 grid.
                key={`${row}-${reel}`}
                className={`verify-cell ${lit.has(`${reel}:${row}`) ? 'is-lit' : ''} ${symbols ? '' : 'is-text'} kind-${symbol(id)?.kind ?? 'regular'}`}
                title={name(id)}
              >
                {symbols ? <SymbolArt themeId={symbols.themeId} symbolId={id} /> : name(id)}
              </span>
            );
          }),
        )}
      </div>
      <div className="verify-wins">
        <ul>
          {answer.lineWins.map((win) => (
            <li key={win.line}>
              {t('slot.lineWin', {
                line: win.line,
                count: win.count,
                symbol: name(win.symbol),
                amount: format.money(win.payout),
              })}
            </li>
          ))}
          {answer.scatterWin ? (
            <li>
              {t('slot.scatterWin', {
                count: answer.scatterWin.count,
                symbol: name(symbols?.symbols.find((candidate) => candidate.kind === 'scatter')?.id ?? 10),
                amount: format.money(answer.scatterWin.payout),
              })}
            </li>
          ) : null}
        </ul>
        <strong className={`verify-payout ${won ? 'gold' : 'muted'}`} data-testid="verify-payout">
          {won ? t('verify.total', { amount: format.money(answer.payout) }) : t('verify.noWin')}
        </strong>
      </div>
    </div>
  );
}
