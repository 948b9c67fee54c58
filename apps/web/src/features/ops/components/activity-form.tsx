import { ACTIVITY_KINDS, PROMOTION_CATEGORIES, PROMOTION_TYPES } from '@playhall/contracts/reward-constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckField, Form, FormAlert, TextField } from '@/components/ui/form-field';
import { SelectField, TextAreaField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gmtOffset } from '@/lib/brand-time';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { type ActivityDraft, draftOf, emptyDraft, toInput } from '../activity-draft';
import { createActivity, type OpsActivity, updateActivity } from '../api/activities';
import { useOpsAction } from '../use-ops-action';
import { ApplicationFields } from './activity-applications-fields';
import { WheelFields } from './activity-form-wheel';

const DESCRIPTION_MAX = 500;

/** The rules of the draft's kind: a first deposit's percentage, cap and minimum, or a week of sign-in amounts. */
function KindFields({
  draft,
  change,
}: {
  draft: ActivityDraft;
  change(patch: Partial<ActivityDraft>): void;
}) {
  const { t } = useTranslation();
  if (draft.kind === 'APPLICATION') return <ApplicationFields draft={draft} change={change} />;
  if (draft.kind === 'LUCKY_WHEEL') return <WheelFields draft={draft} change={change} />;
  if (draft.kind === 'CASH_BACK') {
    return (
      <div className="ops-activity-fields">
        <TextField
          label={t('ops.activities.cashBackPercent')}
          inputMode="numeric"
          value={draft.cashBackPercent}
          onChange={(cashBackPercent) => change({ cashBackPercent })}
        />
        <TextField
          label={t('ops.activities.maxAmount')}
          inputMode="decimal"
          value={draft.maxAmount}
          onChange={(maxAmount) => change({ maxAmount })}
        />
        <TextField
          label={t('ops.activities.minLoss')}
          inputMode="decimal"
          value={draft.minLoss}
          onChange={(minLoss) => change({ minLoss })}
        />
      </div>
    );
  }
  if (draft.kind === 'RED_ENVELOPE') {
    return (
      <div className="ops-activity-fields">
        <TextField
          label={t('ops.activities.pool')}
          inputMode="decimal"
          value={draft.pool}
          onChange={(pool) => change({ pool })}
        />
        <TextField
          label={t('ops.activities.envelopes')}
          inputMode="numeric"
          value={draft.envelopes}
          onChange={(envelopes) => change({ envelopes })}
        />
        <TextField
          label={t('ops.activities.minShare')}
          inputMode="decimal"
          value={draft.minShare}
          onChange={(minShare) => change({ minShare })}
        />
      </div>
    );
  }
  if (draft.kind === 'DAILY_SIGN_IN') {
    return (
      <fieldset className="ops-activity-days">
        <legend>{t('ops.activities.rewardsByDay')}</legend>
        {draft.rewards.map((amount, index) => (
          <TextField
            // The seven days are fixed positions: day N is always the N-th field.
            // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity
            key={index}
            label={t('ops.activities.day', { day: index + 1 })}
            inputMode="decimal"
            value={amount}
            onChange={(value) =>
              change({ rewards: draft.rewards.map((old, at) => (at === index ? value : old)) })
            }
          />
        ))}
      </fieldset>
    );
  }
  return (
    <div className="ops-activity-fields">
      <TextField
        label={t('ops.activities.percent')}
        inputMode="numeric"
        value={draft.percent}
        onChange={(percent) => change({ percent })}
      />
      <TextField
        label={t('ops.activities.maxBonus')}
        inputMode="decimal"
        value={draft.maxBonus}
        onChange={(maxBonus) => change({ maxBonus })}
      />
      <TextField
        label={t('ops.activities.minDeposit')}
        inputMode="decimal"
        value={draft.minDeposit}
        onChange={(minDeposit) => change({ minDeposit })}
      />
      <CheckField checked={draft.joinRequired} onChange={(joinRequired) => change({ joinRequired })}>
        {t('ops.activities.joinRequired')}
      </CheckField>
    </div>
  );
}

/** Creates an activity, or edits a live one (its kind stays). */
export function ActivityForm({ editing, onDone }: { editing: OpsActivity | null; onDone(): void }) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const action = useOpsAction();
  const [draft, setDraft] = useState<ActivityDraft>(() =>
    editing ? draftOf(editing, brand.timeZone) : emptyDraft(brand.timeZone),
  );
  const change = (patch: Partial<ActivityDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const zone = gmtOffset(new Date(), brand.timeZone);
  const submit = () =>
    void action
      .run(() =>
        editing
          ? updateActivity(editing.id, toInput(draft, brand.timeZone))
          : createActivity(toInput(draft, brand.timeZone)),
      )
      .then((saved) => {
        if (!saved) return;
        showToast(t(editing ? 'ops.activities.updated' : 'ops.activities.created', { title: saved.title }));
        onDone();
      });
  return (
    <Form onSubmit={submit}>
      <SelectField
        label={t('ops.activities.kind')}
        value={draft.kind}
        disabled={editing !== null}
        options={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`ops.activities.kinds.${kind}`) }))}
        onChange={(kind) => change({ kind })}
      />
      <TextField
        label={t('ops.activities.title')}
        value={draft.title}
        maxLength={80}
        onChange={(title) => change({ title })}
      />
      <TextAreaField
        label={t('ops.activities.description')}
        value={draft.description}
        maxLength={DESCRIPTION_MAX}
        counterLabel={t('ops.reasonCounter', { count: draft.description.length, max: DESCRIPTION_MAX })}
        onChange={(description) => change({ description })}
      />
      <SelectField
        label={t('ops.activities.promotionType')}
        value={draft.promotionType}
        options={PROMOTION_TYPES.map((type) => ({ value: type, label: t(`rewardCentre.types.${type}`) }))}
        onChange={(promotionType) => change({ promotionType })}
      />
      <SelectField
        label={t('ops.activities.promotionCategory')}
        value={draft.promotionCategory}
        options={[
          { value: '', label: t('ops.activities.noCategory') },
          ...PROMOTION_CATEGORIES.map((category) => ({
            value: category,
            label: t(`promotions.categories.${category}`),
          })),
        ]}
        onChange={(promotionCategory) => change({ promotionCategory })}
      />
      <div className="ops-activity-fields">
        <TextField
          type="datetime-local"
          label={t('ops.activities.startsAt')}
          hint={t('ops.activities.zoneHint', { zone })}
          value={draft.startsAt}
          onChange={(startsAt) => change({ startsAt })}
        />
        <TextField
          type="datetime-local"
          label={t('ops.activities.endsAt')}
          hint={t('ops.activities.endsAtHint')}
          value={draft.endsAt}
          onChange={(endsAt) => change({ endsAt })}
        />
        <TextField
          label={t('ops.activities.wageringMultiple')}
          hint={t('ops.bonuses.multipleHint')}
          inputMode="decimal"
          value={draft.wageringMultiple}
          onChange={(wageringMultiple) => change({ wageringMultiple })}
        />
        <TextField
          label={t('ops.activities.sortOrder')}
          inputMode="numeric"
          value={draft.sortOrder}
          onChange={(sortOrder) => change({ sortOrder })}
        />
      </div>
      <KindFields draft={draft} change={change} />
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        {editing ? (
          <Button variant="ghost" onClick={onDone}>
            {t('dialogs.in_more_cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="gold" icon="gift" disabled={action.isBusy}>
          {editing ? t('ops.activities.save') : t('ops.activities.create')}
        </Button>
      </div>
    </Form>
  );
}
