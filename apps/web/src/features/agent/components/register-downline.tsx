import type { DownlineCreated } from '@playhall/contracts/agent-accounts';
import type { FieldRule } from '@playhall/contracts/field-rule-check';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Form, FormAlert, PasswordField, SegmentedTabs, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { queryClient } from '@/lib/query-client';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { createDownline } from '../api/create-downline';
import { accountFormRulesQueryOptions } from '../api/get-field-rules';
import {
  type DownlineValues,
  downlineFieldMessages,
  downlineRequest,
  emptyDownlineValues,
  validateDownline,
} from '../downline-rules';
import { DownlineCreatedNote } from './downline-created-note';
import './agent.css';

/**
 * registerCenter: the agent opens a player or sub-agent account directly under itself. The agent chooses the
 * first password; the new member must change it at its first login.
 */
export function RegisterDownline() {
  const { t } = useTranslation();
  const formRules = useQuery(accountFormRulesQueryOptions);
  const [created, setCreated] = useState<DownlineCreated | null>(null);

  return (
    <Panel icon="users" title={t('agent.register.title')} description={t('agent.register.body')}>
      {formRules.isPending ? (
        <Skeleton height="22rem" radius="var(--radius-lg)" />
      ) : !formRules.data ? (
        <ErrorState error={formRules.error} onRetry={() => void formRules.refetch()} />
      ) : created ? (
        <DownlineCreatedNote created={created} onAnother={() => setCreated(null)} />
      ) : (
        <DownlineForm
          rules={formRules.data.rules}
          dialingCode={formRules.data.defaultDialingCode}
          onCreated={setCreated}
        />
      )}
    </Panel>
  );
}

function DownlineForm({
  rules,
  dialingCode,
  onCreated,
}: {
  rules: FieldRule[];
  dialingCode: string;
  onCreated(created: DownlineCreated): void;
}) {
  const { t } = useTranslation();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm(emptyDownlineValues(), (values) => validateDownline(t, rules, values));
  const optional = t('validation.optional');

  const submit = async () => {
    setErrorCode(null);
    if (!form.validateAll()) return;
    setBusy(true);
    try {
      const created = await createDownline(downlineRequest(form.values, dialingCode));
      // The team lists and figures of the agent centre include the new member from now on.
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
      onCreated(created);
    } catch (error) {
      const code = failureCode(error);
      const fields = error instanceof ApiError ? downlineFieldMessages(t, error.fieldErrors, rules) : {};
      if (code === 'USERNAME_TAKEN') fields.username = t('errors.USERNAME_TAKEN');
      for (const [field, message] of Object.entries(fields)) {
        form.setFieldError(field as keyof DownlineValues, message);
      }
      if (Object.keys(fields).length === 0) setErrorCode(code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit}>
      <SegmentedTabs
        label={t('agent.register.typeLabel')}
        options={[
          { value: '0', label: t('agent.register.types.0') },
          { value: '1', label: t('agent.register.types.1') },
        ]}
        value={form.values.type}
        onChange={(type) => form.setValue('type', type)}
      />
      <p className="agent-note">{t(`agent.register.typeNote.${form.values.type}`)}</p>
      <TextField {...form.bind('username')} label={t('agent.register.username')} autoComplete="off" />
      <PasswordField
        {...form.bind('password')}
        label={t('agent.register.password')}
        hint={t('agent.register.passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        {...form.bind('confirmPassword')}
        label={t('agent.register.confirmPassword')}
        autoComplete="new-password"
      />
      <TextField {...form.bind('realName')} label={t('agent.register.realName')} optionalLabel={optional} />
      <TextField
        {...form.bind('mobileNum')}
        label={t('agent.register.mobileNum')}
        optionalLabel={optional}
        inputMode="tel"
        autoComplete="off"
        prefix={<span className="agent-dialing-code">{dialingCode}</span>}
      />
      {errorCode ? <FormAlert>{errorMessageForCode(t, errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" size="lg" icon="plus" disabled={isBusy}>
          {isBusy ? t('agent.register.submitting') : t('agent.register.submit')}
        </Button>
      </div>
    </Form>
  );
}
