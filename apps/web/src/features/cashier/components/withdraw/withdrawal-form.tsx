import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { SelectField } from '@/components/ui/select-field';
import { smallerAmount, toApiAmount } from '@/lib/amount-input';
import { useSubmissionId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { createWithdrawal } from '../../api/create-withdrawal';
import type { BankAccount, WithdrawalRules } from '../../api/types';
import { checkPaymentPassword, PaymentPasswordField } from '../payment-password-field';

/** A withdrawal request: the payout account, the amount within the limits and the payment password. */
export function WithdrawalForm({
  accounts,
  rules,
}: {
  accounts: readonly BankAccount[];
  rules: WithdrawalRules;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const checkAmount = useAmountCheck();
  const action = useMoneyAction();
  const submission = useSubmissionId();
  const form = useForm(
    { bankAccountId: accounts[0]?.id ?? '', amount: '', paymentPassword: '' },
    (values) => ({
      amount: checkAmount(values.amount, {
        min: rules.minAmount,
        max: rules.maxAmount,
        available: rules.available,
      }),
      paymentPassword: checkPaymentPassword(t, values.paymentPassword),
    }),
  );
  const account = accounts.find((candidate) => candidate.id === form.values.bankAccountId) ?? accounts[0];

  const submit = async () => {
    if (!account || !form.validateAll()) return;
    const details = { bankAccountId: account.id, amount: toApiAmount(form.values.amount) };
    const withdrawal = await action.run(() =>
      createWithdrawal({
        ...details,
        paymentPassword: form.values.paymentPassword,
        requestId: submission.forDetails(details),
      }),
    );
    if (!withdrawal) return;
    submission.settle();
    form.setValues({ bankAccountId: account.id, amount: '', paymentPassword: '' });
    showToast(
      t('withdraw.requested', { amount: formatMoney(withdrawal.amount, symbol), bank: withdrawal.bankName }),
    );
  };

  return (
    <Form onSubmit={submit}>
      <SelectField
        label={t('withdraw.payoutAccount')}
        value={account?.id ?? ''}
        options={accounts.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.bankName} · ${candidate.accountNumber}`,
        }))}
        onChange={(id) => form.setValue('bankAccountId', id)}
      />
      <AmountField
        label={t('withdraw.amount')}
        field={form.bind('amount')}
        maxAmount={smallerAmount(rules.available, rules.maxAmount)}
        hint={t('withdraw.amountHint', {
          min: formatMoney(rules.minAmount, symbol),
          max: formatMoney(rules.maxAmount, symbol),
        })}
      />
      <PaymentPasswordField field={form.bind('paymentPassword')} />
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" size="lg" icon="withdraw" disabled={action.isBusy}>
          {t('withdraw.submit')}
        </Button>
      </div>
    </Form>
  );
}
