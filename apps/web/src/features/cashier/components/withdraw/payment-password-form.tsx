import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { setPaymentPassword } from '../../api/set-payment-password';
import { checkPaymentPassword, PaymentPasswordField } from '../payment-password-field';

/** Sets (or changes) the six-digit payment password, proven with the login password. */
export function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone?(): void }) {
  const { t } = useTranslation();
  const action = useMoneyAction();
  const form = useForm({ password: '', paymentPassword: '', confirmPaymentPassword: '' }, (values) => ({
    password: values.password === '' ? t('validation.required') : undefined,
    paymentPassword: checkPaymentPassword(t, values.paymentPassword),
    confirmPaymentPassword:
      values.confirmPaymentPassword === values.paymentPassword
        ? undefined
        : t('validation.passwordsInconsistent'),
  }));
  const submit = async () => {
    if (!form.validateAll()) return;
    const done = await action.run(async () => {
      await setPaymentPassword(form.values);
      return true;
    });
    if (!done) return;
    form.setValues({ password: '', paymentPassword: '', confirmPaymentPassword: '' });
    showToast(hasPassword ? t('withdraw.paymentPasswordChanged') : t('withdraw.paymentPasswordSet'));
    onDone?.();
  };
  return (
    <Form onSubmit={submit}>
      <PasswordField
        {...form.bind('password')}
        label={t('withdraw.loginPassword')}
        autoComplete="current-password"
      />
      <PaymentPasswordField
        field={form.bind('paymentPassword')}
        label={hasPassword ? t('withdraw.newPaymentPassword') : t('withdraw.paymentPassword')}
      />
      <PaymentPasswordField
        field={form.bind('confirmPaymentPassword')}
        label={t('withdraw.confirmPaymentPassword')}
      />
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="key" disabled={action.isBusy}>
          {hasPassword ? t('withdraw.changePaymentPassword') : t('withdraw.setPaymentPassword')}
        </Button>
      </div>
    </Form>
  );
}
