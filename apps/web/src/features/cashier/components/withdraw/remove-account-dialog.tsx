import { ErrorCode } from '@playhall/contracts/error-codes';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { removeBankAccount } from '../../api/remove-bank-account';
import type { BankAccount } from '../../api/types';

/**
 * Asks for the login password before a payout account is removed (S5: any change of payout account needs a
 * fresh password, as binding one does). A wrong password stays on the field; the dialog closes on success.
 */
export function RemoveAccountDialog({
  account,
  onRemoved,
  onCancel,
}: {
  account: BankAccount;
  onRemoved(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const action = useMoneyAction();
  const form = useForm({ password: '' }, (values) => ({
    password: values.password === '' ? t('validation.required') : undefined,
  }));
  const submit = async () => {
    if (!form.validateAll()) return;
    const done = await action.run(async () => {
      await removeBankAccount(account.id, form.values.password);
      return true;
    });
    if (done) onRemoved();
  };
  const isWrongPassword = action.errorCode === ErrorCode.WRONG_PASSWORD;
  const passwordField = form.bind('password');
  return (
    <Modal title={t('withdraw.removeTitle')} closeLabel={t('modal.close')} onClose={onCancel} width={420}>
      <Form onSubmit={submit}>
        <p className="remove-account__text">
          {t('withdraw.removeConfirm', { bank: account.bankName, number: account.accountNumber })}
        </p>
        <PasswordField
          {...passwordField}
          error={passwordField.error ?? (isWrongPassword ? (action.errorMessage ?? undefined) : undefined)}
          label={t('withdraw.loginPassword')}
          hint={t('withdraw.removePasswordHint')}
          autoComplete="current-password"
          autoFocus
        />
        {action.errorMessage && !isWrongPassword ? <FormAlert>{action.errorMessage}</FormAlert> : null}
        <div className="form-actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('dialogs.in_more_cancel')}
          </Button>
          <Button type="submit" variant="gold" icon="trash" disabled={action.isBusy}>
            {t('withdraw.removeSubmit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
