import { AGENT_APPLICATION_LIMITS } from '@playhall/contracts/agent-application-limits';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { applyAsAgent } from '../api/apply-as-agent';

const { reason, teamSize, contact } = AGENT_APPLICATION_LIMITS;
const FIELDS = ['reason', 'expectedTeamSize', 'contact'] as const;
type Field = (typeof FIELDS)[number];

/** The application: why, the team the member expects to bring, and how to reach it. */
export function ApplicationForm() {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const length = (min: number, max: number) => t('agentApplication.lengthRule', { min, max });
  const form = useForm({ reason: '', expectedTeamSize: '', contact: '' }, (values) => {
    const size = Number(values.expectedTeamSize);
    const why = values.reason.trim().length;
    const reach = values.contact.trim().length;
    return {
      reason: why < reason.min || why > reason.max ? length(reason.min, reason.max) : undefined,
      expectedTeamSize:
        !/^\d+$/.test(values.expectedTeamSize.trim()) || size < teamSize.min || size > teamSize.max
          ? t('agentApplication.teamSizeRule', { min: teamSize.min, max: teamSize.max.toLocaleString() })
          : undefined,
      contact: reach < contact.min || reach > contact.max ? length(contact.min, contact.max) : undefined,
    };
  });

  const submit = async () => {
    if (!form.validateAll()) return;
    setBusy(true);
    setFailure(null);
    try {
      await applyAsAgent({
        reason: form.values.reason.trim(),
        expectedTeamSize: Number(form.values.expectedTeamSize),
        contact: form.values.contact.trim(),
      });
    } catch (error) {
      const code = failureCode(error);
      const fieldError = error instanceof ApiError ? error.fieldErrors[0] : undefined;
      if (code === ErrorCode.VALIDATION_FAILED && fieldError && FIELDS.includes(fieldError.field as Field)) {
        form.setFieldError(fieldError.field as Field, errorMessageForCode(t, fieldError.code));
      } else setFailure(errorMessageForCode(t, code));
    } finally {
      setBusy(false);
    }
  };

  const why = form.bind('reason');
  return (
    <Form onSubmit={submit}>
      <TextAreaField
        label={t('agentApplication.reason')}
        value={why.value}
        onChange={why.onChange}
        maxLength={reason.max}
        rows={5}
        error={why.error}
        counterLabel={t('agentApplication.counter', { count: why.value.length, max: reason.max })}
      />
      <TextField
        label={t('agentApplication.teamSize')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('agentApplication.teamSizeHint')}
        {...form.bind('expectedTeamSize')}
      />
      <TextField
        label={t('agentApplication.contact')}
        maxLength={contact.max}
        autoComplete="off"
        hint={t('agentApplication.contactHint')}
        {...form.bind('contact')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" size="lg" icon="send" disabled={isBusy}>
          {t('agentApplication.submit')}
        </Button>
      </div>
    </Form>
  );
}
