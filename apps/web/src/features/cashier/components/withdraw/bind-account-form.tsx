import { ErrorCode } from '@playhall/contracts/error-codes';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Form, FormAlert, PasswordField, TextField } from '@/components/ui/form-field';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { bindBankAccount } from '../../api/bind-bank-account';

const ACCOUNT_NUMBER = /^[0-9]{8,24}$/;
const NAME = { min: 2, max: 60 };

/**
 * Binds a payout account: bank, number (8-24 digits), holder (the member's real name, which the server checks)
 * and the login password. Without a real name the security centre is offered to set it first.
 */
export function BindAccountForm({
  realName,
  onDone,
  onCancel,
}: {
  realName: string | null;
  onDone(): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const action = useMoneyAction();
  const form = useForm(
    { bankName: '', accountNumber: '', accountName: realName ?? '', password: '' },
    (values) => {
      const length = (text: string) => text.trim().length >= NAME.min && text.trim().length <= NAME.max;
      return {
        bankName: length(values.bankName) ? undefined : t('withdraw.bankNameRule'),
        accountNumber: ACCOUNT_NUMBER.test(values.accountNumber.replace(/\s/g, ''))
          ? undefined
          : t('withdraw.accountNumberRule'),
        accountName: length(values.accountName) ? undefined : t('withdraw.accountNameRule'),
        password: values.password === '' ? t('validation.required') : undefined,
      };
    },
  );
  const submit = async () => {
    if (!form.validateAll()) return;
    const done = await action.run(() =>
      bindBankAccount({
        bankName: form.values.bankName.trim(),
        accountNumber: form.values.accountNumber.replace(/\s/g, ''),
        accountName: form.values.accountName.trim(),
        password: form.values.password,
      }),
    );
    if (!done) return;
    showToast(t('withdraw.accountBound'));
    onDone();
  };

  if (!realName || action.errorCode === ErrorCode.REAL_NAME_REQUIRED) {
    return (
      <div className="notice-box">
        <p>{t('withdraw.realNameFirst')}</p>
        <Link to="/member?page=securityCenter" className={buttonClass('outline', 'sm')}>
          {t('withdraw.openSecurityCentre')}
        </Link>
      </div>
    );
  }
  return (
    <Form onSubmit={submit}>
      <div className="form__row">
        <TextField {...form.bind('bankName')} label={t('withdraw.bankName')} maxLength={NAME.max} />
        <TextField
          {...form.bind('accountNumber')}
          label={t('withdraw.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
        />
      </div>
      <TextField
        {...form.bind('accountName')}
        label={t('withdraw.accountName')}
        hint={t('withdraw.accountNameHint')}
        maxLength={NAME.max}
        autoComplete="name"
      />
      <PasswordField
        {...form.bind('password')}
        label={t('withdraw.loginPassword')}
        autoComplete="current-password"
      />
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
      <div className="form-actions">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('dialogs.in_more_cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="gold" icon="plus" disabled={action.isBusy}>
          {t('withdraw.bindAccount')}
        </Button>
      </div>
    </Form>
  );
}
