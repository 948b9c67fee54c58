import {
  APPLICATION_FREQUENCIES,
  APPLICATION_LIMITS,
} from '@playhall/contracts/activity-application-constants';
import { CheckField, TextField } from '@/components/ui/form-field';
import { SelectField, TextAreaField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';
import type { ApplicationDraftFields } from '../activity-application-draft';

/**
 * An application activity's rules in the activity form: what an approval pays (wagered at the form's multiple),
 * how often a member may apply, whether an image must come with the comment, and what to send.
 */
export function ApplicationFields({
  draft,
  change,
}: {
  draft: ApplicationDraftFields;
  change(patch: Partial<ApplicationDraftFields>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="ops-activity-fields">
        <TextField
          label={t('activityApplications.amount')}
          inputMode="decimal"
          value={draft.applicationAmount}
          onChange={(applicationAmount) => change({ applicationAmount })}
        />
        <SelectField
          label={t('activityApplications.frequency')}
          value={draft.applicationFrequency}
          options={APPLICATION_FREQUENCIES.map((value) => ({
            value,
            label: t(`activityApplications.frequencies.${value}`),
          }))}
          onChange={(applicationFrequency) => change({ applicationFrequency })}
        />
        <CheckField checked={draft.imagesRequired} onChange={(imagesRequired) => change({ imagesRequired })}>
          {t('activityApplications.imagesRequired')}
        </CheckField>
      </div>
      <TextAreaField
        label={t('activityApplications.instruction')}
        value={draft.instruction}
        maxLength={APPLICATION_LIMITS.instructionMax}
        counterLabel={t('ops.reasonCounter', {
          count: draft.instruction.length,
          max: APPLICATION_LIMITS.instructionMax,
        })}
        onChange={(instruction) => change({ instruction })}
      />
    </>
  );
}
