import { ErrorCode } from '@playhall/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { StatePanel } from '@/components/ui/state-panel';
import { ApiError } from '@/lib/api-client';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { checkRule, findRule, requireValue, serverFieldMessages } from '@/lib/field-messages';
import { useUiStore } from '@/lib/ui-store';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { registerFieldsQueryOptions } from '../api/get-register-fields';
import { resetPasswordByLink } from '../api/reset-password-link';
import { PasswordStrengthMeter } from './password-strength-meter';
import './account-modal.css';

/** /forget?token=...: the new password from an e-mailed link; success opens the login popup. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  const { data: rules } = useQuery(registerFieldsQueryOptions);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const form = useForm({ newPassword: '', confirmNewPassword: '' }, (values) => ({
    newPassword:
      checkRule(t, findRule(rules, 'password'), values.newPassword, { enabled: true, required: true }) ??
      requireValue(t, values.newPassword),
    confirmNewPassword:
      requireValue(t, values.confirmNewPassword) ??
      (values.confirmNewPassword !== values.newPassword ? t('validation.passwordsInconsistent') : undefined),
  }));

  if (isDone) {
    return (
      <StatePanel icon="shield" title={t('account.resetDoneTitle')} description={t('account.resetDoneBody')}>
        <Button variant="gold" onClick={() => openModal('login')}>
          {t('header.login')}
        </Button>
      </StatePanel>
    );
  }

  const onSubmit = async () => {
    setErrorCode(null);
    if (!form.validateAll()) return;
    setBusy(true);
    try {
      await resetPasswordByLink({ token, ...form.values });
      setDone(true);
      openModal('login');
    } catch (error) {
      const code = failureCode(error);
      if (
        code !== ErrorCode.RESET_LINK_INVALID &&
        error instanceof ApiError &&
        error.fieldErrors.length > 0
      ) {
        const messages = serverFieldMessages(t, error.fieldErrors, rules);
        for (const [field, message] of Object.entries(messages)) {
          if (field in form.values) form.setFieldError(field as keyof typeof form.values & string, message);
        }
      } else setErrorCode(code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className="form account-card" onSubmit={onSubmit}>
      <h2 className="account-card__title">{t('account.setNewPassword')}</h2>
      <PasswordField
        {...form.bind('newPassword')}
        label={t('account.newPassword')}
        autoComplete="new-password"
        autoFocus
      />
      <PasswordStrengthMeter password={form.values.newPassword} info={{}} />
      <PasswordField
        {...form.bind('confirmNewPassword')}
        label={t('account.confirmNewPassword')}
        autoComplete="new-password"
      />
      {errorCode ? <FormAlert>{errorMessageForCode(t, errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={isBusy}>
        {t('account.saveNewPassword')}
      </Button>
    </Form>
  );
}
