import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import type { WheelSpin } from '../api/lucky-wheel';
import type { WheelSegment } from './lucky-wheel-graphic';
import { canVerify, type Verification, verifySpin } from './lucky-wheel-verify';

/** One past spin with its seeds, and the browser's own check of it. */
function SpinCheck({ spin, segments }: { spin: WheelSpin; segments: readonly WheelSegment[] }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [check, setCheck] = useState<Verification | 'failed' | null>(null);
  const verify = () =>
    void verifySpin(
      spin,
      segments.map((segment) => segment.weight),
    ).then(setCheck, () => setCheck('failed'));
  const fine = check !== null && check !== 'failed' && check.hashMatches && check.segmentMatches;
  return (
    <li className="wheel-fairness__spin">
      <div className="wheel-fairness__head">
        <TimeText iso={spin.createdAt} />
        <strong>
          {spin.label} · {formatMoney(spin.amount, symbol)}
        </strong>
        <Button size="sm" variant="outline" icon="shield" disabled={!canVerify()} onClick={verify}>
          {t('luckyWheel.verify')}
        </Button>
      </div>
      <dl className="wheel-fairness__seeds">
        <dt>{t('luckyWheel.serverSeed')}</dt>
        <dd>
          <code>{spin.serverSeed}</code>
        </dd>
        <dt>{t('luckyWheel.seedHash')}</dt>
        <dd>
          <code>{spin.seedHash}</code>
        </dd>
        <dt>{t('luckyWheel.clientSeed')}</dt>
        <dd>
          <code>{spin.clientSeed}</code>
        </dd>
        <dt>{t('luckyWheel.nonceLabel')}</dt>
        <dd>
          <code>{spin.nonce}</code>
        </dd>
      </dl>
      {check === null ? null : check === 'failed' ? (
        <p className="wheel-fairness__verdict wheel-fairness__verdict--bad" role="status">
          {t('luckyWheel.verifyFailed')}
        </p>
      ) : (
        <p
          className={`wheel-fairness__verdict wheel-fairness__verdict--${fine ? 'good' : 'bad'}`}
          role="status"
        >
          <Icon name={fine ? 'checkCircle' : 'xCircle'} size={18} />
          <span>
            {fine
              ? t('luckyWheel.verified', {
                  fraction: check.fraction.toFixed(6),
                  segment: check.segment + 1,
                  label: segments[check.segment]?.label ?? '',
                })
              : t('luckyWheel.mismatch')}
          </span>
        </p>
      )}
    </li>
  );
}

/**
 * The fairness disclosure: how a spin is drawn, and each recent spin's seeds with a Verify that recomputes the
 * draw in this browser (WebCrypto), trusting nothing the server says beyond the seeds.
 */
export function WheelFairness({
  spins,
  segments,
}: {
  spins: readonly WheelSpin[];
  segments: readonly WheelSegment[];
}) {
  const { t } = useTranslation();
  return (
    <details className="wheel-fairness">
      <summary>
        <Icon name="shield" size={18} />
        {t('luckyWheel.fairness')}
      </summary>
      <p className="wheel-fairness__how">{t('luckyWheel.fairnessHow')}</p>
      {canVerify() ? null : <p className="wheel-fairness__how">{t('luckyWheel.verifyUnavailable')}</p>}
      {spins.length === 0 ? (
        <p className="wheel-fairness__how">{t('luckyWheel.noSpins')}</p>
      ) : (
        <ul className="wheel-fairness__list">
          {spins.map((spin) => (
            <SpinCheck key={spin.id} spin={spin} segments={segments} />
          ))}
        </ul>
      )}
    </details>
  );
}
