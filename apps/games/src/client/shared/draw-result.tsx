import type { LotteryResultView } from '@playhall/contracts/games-play';
import { useI18n } from '../i18n/i18n';
import './draw-result.css';

type Props = { result: LotteryResultView; size?: 'large' | 'small' };

/** Five balls with their sum and its big/small, odd/even reading (the sum bets pay on those). */
function Balls({ balls, size }: { balls: number[]; size: 'large' | 'small' }) {
  const { t } = useI18n();
  const sum = balls.reduce((total, ball) => total + ball, 0);
  return (
    <div className={`result-balls result-${size}`}>
      <ol className="balls" aria-label={balls.join(' ')}>
        {balls.map((ball, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: balls are identified by position.
          <li key={index} className="ball">
            {ball}
          </li>
        ))}
      </ol>
      <span className="result-tags">
        <span className="pill">{t('lottery.sum', { sum })}</span>
        <span className="pill">
          {t(sum >= 23 ? 'games.lottery.choice.big' : 'games.lottery.choice.small')}
        </span>
        <span className="pill">
          {t(sum % 2 === 1 ? 'games.lottery.choice.odd' : 'games.lottery.choice.even')}
        </span>
      </span>
    </div>
  );
}

function tierName(t: ReturnType<typeof useI18n>['t'], has: ReturnType<typeof useI18n>['has'], tier: string) {
  const key = `lottery.tier.${tier}`;
  return has(key) ? t(key) : tier;
}

/** The headline numbers of a draw (special prize, or first to third prize) in a line. */
export function DrawResultSummary({ result, size = 'small' }: Props) {
  const { t, has } = useI18n();
  if (result.game === 'ssc') return <Balls balls={result.balls} size={size} />;
  if (result.game === 'vn') {
    const special = result.prizes.find((prize) => prize.tier === 'special')?.numbers[0] ?? '';
    return (
      <div className={`result-headline result-${size}`}>
        <span className="result-tier">{tierName(t, has, 'special')}</span>
        <strong className="result-number is-top">{special}</strong>
      </div>
    );
  }
  return (
    <div className={`result-headline result-${size}`}>
      {(['first', 'second', 'third'] as const).map((tier) => (
        <span key={tier} className="result-pair">
          <span className="result-tier">{tierName(t, has, tier)}</span>
          <strong className={`result-number ${tier === 'first' ? 'is-top' : ''}`}>{result[tier]}</strong>
        </span>
      ))}
    </div>
  );
}

/** Every prize of a VN or 4D draw, tier by tier. */
export function DrawResultTable({ result }: { result: LotteryResultView }) {
  const { t, has } = useI18n();
  const rows =
    result.game === 'vn'
      ? result.prizes
      : result.game === '4d'
        ? [
            { tier: 'first', numbers: [result.first] },
            { tier: 'second', numbers: [result.second] },
            { tier: 'third', numbers: [result.third] },
            { tier: 'starter', numbers: result.starter },
            { tier: 'consolation', numbers: result.consolation },
          ]
        : [];
  if (rows.length === 0) return null;
  return (
    <table className="prize-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.tier}>
            <th scope="row">{tierName(t, has, row.tier)}</th>
            <td>
              {row.numbers.map((number, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: prize numbers keep their drawn order.
                <span key={index} className="prize-number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
