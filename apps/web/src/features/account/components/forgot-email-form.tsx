import type { FieldRule } from '@playhall/contracts/field-rule-check';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { checkRule, findRule, requireValue } from '@/lib/field-messages';
import { isEmailAddress } from '@/lib/form-rules';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { forgotPasswordByEmail } from '../api/forgot-password-email';

/** Recovery by e-mail: account name and bound address; a link arrives by e-mail (same answer for anyone). */
export function ForgotEmailForm({ rules, onDone }: { rules: FieldRule[] | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const form = useForm({ username: '', email: '' }, (values) => ({
    username:
      checkRule(t, findRule(rules, 'username'), values.username, { enabled: true, required: true }) ??
      requireValue(t, values.username),
    email:
      checkRule(t, findRule(rules, 'email'), values.email, { enabled: true, required: true }) ??
      (isEmailAddress(values.email.trim()) ? undefined : t('validation.email')),
  }));

  const onSubmit = async () => {
    if (!form.validateAll()) return;
    setBusy(true);
    setError(null);
    try {
      await forgotPasswordByEmail({ username: form.values.username.trim(), email: form.values.email.trim() });
      onDone();
      showToast(t('account.resetEmailSent'));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={onSubmit}>
      <p className="account-note">{t('account.forgotEmailIntro')}</p>
      <TextField
        {...form.bind('username')}
        label={t('account.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
      />
      <TextField {...form.bind('email')} label={t('account.field.email')} type="email" autoComplete="email" />
      {error ? <FormAlert>{errorMessage(t, error)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={isBusy}>
        {t('account.sendResetLink')}
      </Button>
    </Form>
  );
}
