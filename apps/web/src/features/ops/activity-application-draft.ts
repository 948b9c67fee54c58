import type { ApplicationFrequency } from '@playhall/contracts/activity-application-constants';
import type { ApplicationRules } from '@playhall/contracts/activity-applications';

/** An application activity's own fields in the activity form (strings and flags the inputs edit). */
export type ApplicationDraftFields = {
  applicationAmount: string;
  imagesRequired: boolean;
  applicationFrequency: ApplicationFrequency;
  instruction: string;
};

export const applicationDraftDefaults: ApplicationDraftFields = {
  applicationAmount: '18.00',
  imagesRequired: true,
  applicationFrequency: 'DAILY',
  instruction: '',
};

/** The form's fields of a listed application activity. */
export function applicationRulesDraft(rules: ApplicationRules): ApplicationDraftFields {
  return {
    applicationAmount: rules.amount,
    imagesRequired: rules.imagesRequired,
    applicationFrequency: rules.frequency,
    instruction: rules.instruction,
  };
}

/** The rules as the console sends them; the server checks each. */
export function applicationRulesInput(
  draft: ApplicationDraftFields,
  wageringMultiple: number,
): { kind: 'APPLICATION'; rules: ApplicationRules } {
  return {
    kind: 'APPLICATION',
    rules: {
      amount: draft.applicationAmount.trim(),
      wageringMultiple,
      imagesRequired: draft.imagesRequired,
      frequency: draft.applicationFrequency,
      instruction: draft.instruction.trim(),
    },
  };
}
