import type { LotteryBetTypeView, LotteryView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import './bet-panel.css';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { errorCodeOf } from '../shared/api';
import { useFormat } from '../shared/format';
import { useToasts } from '../shared/toast';
import { bestPayout, betTypeLabel, formatOdds, paysPerHit, ruleText, selectionText } from './lottery-labels';
import { isSelectionComplete, SelectionPicker } from './selection-picker';
import { StakeInput } from './stake-input';

type Props = {
  view: LotteryView;
  isOpen: boolean;
  /** Minor units. */
  balance: bigint;
  place(betType: string, selection: string, stake: string): Promise<unknown>;
};

/** Bet type, selection, stake and the slip that places the ticket on the current draw. */
export function BetPanel({ view, isOpen, balance, place }: Props) {
  const i18n = useI18n();
  const { t, error, label } = i18n;
  const format = useFormat();
  const toasts = useToasts();
  const [typeId, setTypeId] = useState(view.betTypes[0]?.betType ?? '');
  const [selection, setSelection] = useState('');
  const [units, setUnits] = useState('10');
  const [placing, setPlacing] = useState(false);
  const betType = view.betTypes.find((type) => type.betType === typeId) ?? view.betTypes[0];
  if (!betType) return null;

  const stakeMinor = /^[0-9]+$/.test(units) ? BigInt(units) * 100n : 0n;
  const stakeError = checkStake(view, stakeMinor, units)
    ? t('lottery.stakeInvalid', {
        min: format.money(view.stake.min),
        max: format.money(view.stake.max),
        step: format.money(view.stake.step),
      })
    : stakeMinor > balance
      ? error('INSUFFICIENT_FUNDS')
      : null;
  const complete = isSelectionComplete(betType, selection);
  const canPlace = isOpen && complete && stakeError === null && !placing;
  const payout = bestPayout(betType, stakeMinor);

  const chooseType = (next: LotteryBetTypeView) => {
    setTypeId(next.betType);
    setSelection('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPlace) return;
    setPlacing(true);
    try {
      await place(betType.betType, selection, `${units}.00`);
      // The selection stays: placing the same bet again is one click.
      toasts.show('success', t('lottery.placed', { drawId: view.current.drawId }));
    } catch (failure) {
      toasts.show('error', error(errorCodeOf(failure)));
    } finally {
      setPlacing(false);
    }
  };

  return (
    <form className="bet-panel" onSubmit={submit} aria-label={t('lottery.betTypes')}>
      <div className="bet-choose">
        <fieldset className="bet-types" aria-label={t('lottery.betTypes')}>
          {view.betTypes.map((type) => (
            <button
              key={type.betType}
              type="button"
              className="bet-type"
              aria-pressed={type.betType === betType.betType}
              onClick={() => chooseType(type)}
            >
              {betTypeLabel(i18n, type, type.betType)}
            </button>
          ))}
        </fieldset>

        <div className="bet-rule">
          <p>{ruleText(i18n, betType)}</p>
          <ul className="odds-list" aria-label={t('lottery.odds')}>
            {betType.odds.map((odds) => (
              <li key={odds.tier}>
                <span>{label(odds.labelKey, odds.label)}</span>
                <strong>{formatOdds(odds.odds, i18n.language)}</strong>
              </li>
            ))}
            <li className="odds-rtp">{t('lottery.rtp', { value: `${(betType.rtp * 100).toFixed(2)}%` })}</li>
          </ul>
        </div>

        <SelectionPicker
          key={betType.betType}
          betType={betType}
          selection={selection}
          onSelection={setSelection}
          disabled={placing}
        />
      </div>

      <div className="bet-side">
        <StakeInput
          value={units}
          onChange={setUnits}
          min={view.stake.min}
          max={view.stake.max}
          disabled={placing}
          error={units === '' ? null : stakeError}
        />

        <section className="slip" aria-label={t('lottery.slip')} data-testid="bet-slip">
          <h3 className="slip-title">{t('lottery.slip')}</h3>
          <dl className="slip-lines">
            <div>
              <dt>{t('lottery.ticket.bet')}</dt>
              <dd>{betTypeLabel(i18n, betType, betType.betType)}</dd>
            </div>
            <div>
              <dt>{t('lottery.ticket.selection')}</dt>
              <dd className="mono-strong">{complete ? selectionText(i18n, betType, selection) : '—'}</dd>
            </div>
            <div>
              <dt>{t('lottery.stake')}</dt>
              <dd>{stakeError || units === '' ? '—' : format.money(stakeMinor)}</dd>
            </div>
            <div className="slip-payout">
              <dt>{t('common.payout')}</dt>
              <dd data-testid="potential-payout">
                {stakeError || units === ''
                  ? '—'
                  : paysPerHit(betType)
                    ? t('lottery.potentialPerHit', { amount: format.money(payout) })
                    : t('lottery.potentialWin', { amount: format.money(payout) })}
              </dd>
            </div>
          </dl>
          <button type="submit" className="button button-gold wide place-button" disabled={!canPlace}>
            {placing ? t('lottery.placing') : isOpen ? t('lottery.place') : t('lottery.closedShort')}
          </button>
          {isOpen && !complete ? <p className="slip-hint">{t('lottery.needSelection')}</p> : null}
        </section>
      </div>
    </form>
  );
}

/** True when the typed stake is outside the draw's range (whole units only, so the step always holds). */
function checkStake(view: LotteryView, stakeMinor: bigint, units: string): boolean {
  if (!/^[0-9]+$/.test(units)) return true;
  return stakeMinor < parseAmount(view.stake.min) || stakeMinor > parseAmount(view.stake.max);
}
