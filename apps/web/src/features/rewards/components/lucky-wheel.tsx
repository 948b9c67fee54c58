import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/lib/toast';
import type { TFunction } from '@/lib/translator';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import type { MemberActivity } from '../api/activities';
import { spinWheel, type WheelSpin, type WheelState, wheelQueryOptions } from '../api/lucky-wheel';
import { WheelFairness } from './lucky-wheel-fairness';
import { WheelGraphic, type WheelSegment } from './lucky-wheel-graphic';
import { randomClientSeed, turnTo } from './lucky-wheel-verify';
import './lucky-wheel.css';

const CLIENT_SEED_MAX = 64;
const FULL_TURNS = 6;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

/** Why the spin button is off, in the member's words. */
function blockedText(wheel: WheelState, t: TFunction, symbol: string): string | null {
  if (wheel.blockedBy === 'SPUN') return t('luckyWheel.spunToday');
  if (wheel.blockedBy === 'CLOSED') return t('luckyWheel.closed');
  if (wheel.blockedBy === 'NOT_EARNED') {
    return t('luckyWheel.notEarned', {
      min: formatMoney(wheel.minValidBetToday, symbol),
      bet: formatMoney(wheel.validBetToday, symbol),
    });
  }
  return null;
}

/**
 * A lucky wheel's card body: the wheel, the spin (with the member's client seed, or one the browser makes), the
 * hash of the committed server seed before the spin, the result, and the fairness check of recent spins.
 */
export function LuckyWheel({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const query = useQuery(wheelQueryOptions(activity.id));
  const action = useMoneyAction();
  const [clientSeed, setClientSeed] = useState('');
  const [turn, setTurn] = useState<number | null>(null);
  const [landed, setLanded] = useState<WheelSpin | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [pending, setPending] = useState<WheelSpin | null>(null);
  if (!('segments' in activity.rules)) return null;
  const segments: readonly WheelSegment[] = activity.rules.segments;
  const rules = activity.rules;
  if (query.isPending) return <Skeleton height="18rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const wheel = query.data;
  // Before any spin of this page, the wheel rests on today's result (or at the start).
  const shownTurn = turn ?? (wheel.today ? turnTo(0, wheel.today.segment, segments.length, 0) : 0);
  const result = landed ?? (spinning ? null : wheel.today);

  const announce = (spin: WheelSpin) => {
    setSpinning(false);
    setLanded(spin);
    showToast(
      isZero(spin.amount)
        ? t('luckyWheel.noPrizeToast')
        : t('luckyWheel.wonToast', { amount: formatMoney(spin.amount, symbol) }),
      isZero(spin.amount) ? 'info' : 'success',
    );
  };

  const spin = () => {
    const seed = clientSeed.trim() === '' ? randomClientSeed() : clientSeed;
    void action
      .run(() => spinWheel(activity.id, seed))
      .then((answer) => {
        if (!answer) return;
        setLanded(null);
        setClientSeed(answer.spin.clientSeed);
        if (reducedMotion()) {
          setTurn(turnTo(shownTurn, answer.spin.segment, segments.length, 0));
          announce(answer.spin);
          return;
        }
        setSpinning(true);
        setPending(answer.spin);
        setTurn(turnTo(shownTurn, answer.spin.segment, segments.length, FULL_TURNS));
      });
  };
  const blocked = blockedText(wheel, t, symbol);

  return (
    <div className="lucky-wheel">
      <p className="activity-card__rules">
        {isZero(rules.minValidBetToday)
          ? t('luckyWheel.freeRules', { multiple: rules.wageringMultiple })
          : t('luckyWheel.betRules', {
              min: formatMoney(rules.minValidBetToday, symbol),
              multiple: rules.wageringMultiple,
            })}
      </p>
      <div className="lucky-wheel__stage">
        <div className="lucky-wheel__wheel">
          <WheelGraphic
            segments={segments}
            turn={shownTurn}
            animate={spinning}
            highlight={result && !spinning ? result.segment : null}
            label={t('luckyWheel.wheelLabel', { segments: segments.length })}
            onSettled={() => pending && announce(pending)}
          />
        </div>
        <div className="lucky-wheel__controls">
          <output className="lucky-wheel__result" aria-live="polite">
            {spinning ? (
              <span>{t('luckyWheel.spinning')}</span>
            ) : result ? (
              <>
                <span className="lucky-wheel__result-label">{t('luckyWheel.todayResult')}</span>
                <strong className={isZero(result.amount) ? 'lucky-wheel__none' : 'lucky-wheel__prize'}>
                  {isZero(result.amount) ? result.label : formatMoney(result.amount, symbol)}
                </strong>
              </>
            ) : (
              <span className="lucky-wheel__result-label">{t('luckyWheel.ready')}</span>
            )}
          </output>
          <TextField
            label={t('luckyWheel.clientSeed')}
            optionalLabel={t('luckyWheel.optional')}
            hint={t('luckyWheel.clientSeedHint')}
            value={clientSeed}
            maxLength={CLIENT_SEED_MAX}
            autoComplete="off"
            spellCheck={false}
            disabled={!wheel.canSpin || spinning}
            onChange={setClientSeed}
          />
          <Button
            variant="gold"
            icon="sparkles"
            className="lucky-wheel__spin"
            disabled={!wheel.canSpin || action.isBusy || spinning}
            aria-describedby={blocked ? `wheel-blocked-${activity.id}` : undefined}
            onClick={spin}
          >
            {spinning || action.isBusy ? t('luckyWheel.spinning') : t('luckyWheel.spin')}
          </Button>
          {blocked ? (
            <p className="lucky-wheel__blocked" id={`wheel-blocked-${activity.id}`}>
              {blocked}
            </p>
          ) : null}
          {action.errorMessage ? (
            <p className="activity-card__error" role="alert">
              {action.errorMessage}
            </p>
          ) : null}
          <p className="lucky-wheel__commit">
            <span>{t('luckyWheel.nextHash')}</span>
            <code title={wheel.seedHash}>{wheel.seedHash}</code>
            <span className="lucky-wheel__nonce">{t('luckyWheel.nonce', { nonce: wheel.nonce })}</span>
          </p>
        </div>
      </div>
      <WheelFairness spins={wheel.recent} segments={segments} />
    </div>
  );
}
