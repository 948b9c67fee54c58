import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { errorMessageForCode } from '@/lib/error-message';
import { queryClient } from '@/lib/query-client';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { changeOpsPassword } from '../api/change-password';
import { useOpsAction } from '../use-ops-action';

/** The operators' password rule: at least 10 characters with letters and digits (the server checks it too). */
const MIN_LENGTH = 10;
const isStrong = (password: string) =>
  password.length >= MIN_LENGTH && /[A-Za-z]/.test(password) && /[0-9]/.test(password);

/** The forced password change of a first login (and the way to change it later). */
export function OpsPasswordChange({ isForced, onDone }: { isForced: boolean; onDone?(): void }) {
  const { t } = useTranslation();
  const action = useOpsAction();
  const form = useForm({ oldPassword: '', newPassword: '', confirm: '' }, (values) => ({
    oldPassword: values.oldPassword === '' ? t('validation.required') : undefined,
    newPassword: !isStrong(values.newPassword)
      ? t('ops.passwordRule', { min: MIN_LENGTH })
      : values.newPassword === values.oldPassword
        ? t('ops.passwordSame')
        : undefined,
    confirm: values.confirm === values.newPassword ? undefined : t('validation.passwordsInconsistent'),
  }));
  const submit = async () => {
    if (!form.validateAll()) return;
    const done = await action.run(async () => {
      await changeOpsPassword(form.values.oldPassword, form.values.newPassword);
      return true;
    });
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: ['ops', 'me'] });
    onDone?.();
  };
  return (
    <Form aria-label={t('ops.changePassword')} onSubmit={submit}>
      {isForced ? <FormAlert tone="info">{t('ops.passwordForced')}</FormAlert> : null}
      <PasswordField
        {...form.bind('oldPassword')}
        label={t('ops.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        {...form.bind('newPassword')}
        label={t('ops.newPassword')}
        hint={t('ops.passwordRule', { min: MIN_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordField {...form.bind('confirm')} label={t('ops.confirmPassword')} autoComplete="new-password" />
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <Button type="submit" variant="gold" size="lg" disabled={action.isBusy}>
        {t('ops.changePassword')}
      </Button>
    </Form>
  );
}
