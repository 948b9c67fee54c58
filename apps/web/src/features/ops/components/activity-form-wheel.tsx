import { WHEEL_SEGMENTS } from '@playhall/contracts/reward-constants';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/use-translation';
import {
  type WheelDraftFields,
  type WheelSegmentDraft,
  wheelChances,
  wheelDraftProblems,
} from '../activity-wheel-draft';
import './activity-form-wheel.css';

/**
 * A lucky wheel's rules in the activity form: from 4 to 12 segments (words, prize, weight, with each one's chance),
 * and the day's valid bets that earn the spin ("0.00": a free daily spin). Problems show as the operator types.
 */
export function WheelFields({
  draft,
  change,
}: {
  draft: WheelDraftFields;
  change(patch: Partial<WheelDraftFields>): void;
}) {
  const { t } = useTranslation();
  const segments = draft.wheelSegments;
  const chances = wheelChances(segments);
  const problems = wheelDraftProblems(draft);
  const edit = (index: number, patch: Partial<WheelSegmentDraft>) =>
    change({ wheelSegments: segments.map((old, at) => (at === index ? { ...old, ...patch } : old)) });
  return (
    <div className="ops-wheel">
      <TextField
        label={t('luckyWheel.ops.minValidBetToday')}
        hint={t('luckyWheel.ops.minValidBetHint')}
        inputMode="decimal"
        value={draft.minValidBetToday}
        onChange={(minValidBetToday) => change({ minValidBetToday })}
      />
      <fieldset className="ops-wheel__segments">
        <legend>{t('luckyWheel.ops.segments', { min: WHEEL_SEGMENTS.min, max: WHEEL_SEGMENTS.max })}</legend>
        {segments.map((segment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a segment's place on the wheel is its identity
          <div className="ops-wheel__segment" key={index}>
            <span className="ops-wheel__place">{index + 1}</span>
            <TextField
              label={t('luckyWheel.ops.label')}
              value={segment.label}
              maxLength={24}
              onChange={(label) => edit(index, { label })}
            />
            <TextField
              label={t('luckyWheel.ops.amount')}
              inputMode="decimal"
              value={segment.amount}
              onChange={(amount) => edit(index, { amount })}
            />
            <TextField
              label={t('luckyWheel.ops.weight')}
              inputMode="numeric"
              value={segment.weight}
              hint={t('luckyWheel.ops.chance', { chance: (chances[index] ?? 0).toFixed(1) })}
              onChange={(weight) => edit(index, { weight })}
            />
            <Button
              variant="ghost"
              size="sm"
              icon="trash"
              iconOnly
              aria-label={t('luckyWheel.ops.remove', { place: index + 1 })}
              disabled={segments.length <= WHEEL_SEGMENTS.min}
              onClick={() => change({ wheelSegments: segments.filter((_, at) => at !== index) })}
            />
          </div>
        ))}
      </fieldset>
      <Button
        variant="outline"
        size="sm"
        icon="plus"
        disabled={segments.length >= WHEEL_SEGMENTS.max}
        onClick={() => change({ wheelSegments: [...segments, { label: '', amount: '0.00', weight: '1' }] })}
      >
        {t('luckyWheel.ops.add')}
      </Button>
      {problems.map((problem) => (
        <FormAlert key={problem}>{t(`luckyWheel.ops.problems.${problem}`)}</FormAlert>
      ))}
    </div>
  );
}
