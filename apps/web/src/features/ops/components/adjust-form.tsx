import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { TextAreaField } from '@/components/ui/select-field';
import { toApiAmount } from '@/lib/amount-input';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { useSubmissionId } from '@/lib/request-id';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { adjustBalance } from '../api/adjust-balance';
import { useOpsAction } from '../use-ops-action';

const REASON = { min: 3, max: 200 };

/**
 * A manual adjustment of a member's main wallet: a signed amount ("-10.00" takes money away), a mandatory
 * reason, and a confirmation that repeats both before the ledger transaction is posted. A large one waits in the
 * queue for a second operator instead.
 */
export function AdjustForm({ memberId, account }: { memberId: string; account: string }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const checkAmount = useAmountCheck();
  const action = useOpsAction();
  const submission = useSubmissionId();
  const form = useForm({ amount: '', reason: '' }, (values) => ({
    amount: checkAmount(values.amount, { isSigned: true }),
    reason:
      values.reason.trim().length < REASON.min
        ? t('ops.reasonRule', { min: REASON.min, max: REASON.max })
        : undefined,
  }));
  const submit = () => {
    if (!form.validateAll()) return;
    const amount = toApiAmount(form.values.amount);
    const reason = form.values.reason.trim();
    confirmAction(
      t('ops.adjustConfirmTitle'),
      t('ops.adjustAsk', { amount: formatMoney(amount, symbol, { signed: true }), account, reason }),
      () =>
        void (async () => {
          const details = { amount, reason };
          const result = await action.run(() =>
            adjustBalance(memberId, { ...details, requestId: submission.forDetails(details) }),
          );
          if (!result) return;
          submission.settle();
          form.setValues({ amount: '', reason: '' });
          if (result.status === 'POSTED') {
            showToast(t('ops.adjustDone', { balance: formatMoney(result.balance, symbol) }));
          } else showToast(t('ops.adjustPending', { id: result.adjustmentId }), 'info');
        })(),
    );
  };
  return (
    <Form onSubmit={submit}>
      <AmountField
        label={t('ops.adjustAmount')}
        field={form.bind('amount')}
        hint={t('ops.adjustAmountHint')}
      />
      <TextAreaField
        label={t('ops.reason')}
        value={form.values.reason}
        onChange={(value) => form.setValue('reason', value)}
        maxLength={REASON.max}
        error={form.errors.reason}
        counterLabel={t('ops.reasonCounter', { count: form.values.reason.length, max: REASON.max })}
      />
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      <div className="form-actions">
        <Button type="submit" variant="gold" icon="scale" disabled={action.isBusy}>
          {t('ops.adjust')}
        </Button>
      </div>
    </Form>
  );
}
