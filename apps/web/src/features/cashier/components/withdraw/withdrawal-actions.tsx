import type { Withdrawal } from '@playhall/contracts/cashier';
import { useState } from 'react';
import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Form, FormAlert } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { toApiAmount } from '@/lib/amount-input';
import { confirmAction } from '@/lib/dialogs';
import { showToast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { type Confirmation, confirmWithdrawal } from '../../api/confirm-withdrawal';
import { NotReceivedForm } from './not-received-form';

type Mode = 'choose' | 'part' | 'notReceived';

/**
 * The confirmation of a disbursed payout (member-centres spec §3, §4): received (all of it, or part with the
 * amount that arrived), full payment, or not received with receipt proofs.
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const checkAmount = useAmountCheck();
  const action = useMoneyAction();
  const [mode, setMode] = useState<Mode>('choose');
  const part = useForm({ amount: '' }, (values) => ({
    amount: checkAmount(values.amount, { max: withdrawal.amount }),
  }));
  const amount = formatMoney(withdrawal.amount, symbol);

  const send = async (confirmation: Confirmation, message: string) => {
    const done = await action.run(() => confirmWithdrawal(withdrawal.id, confirmation));
    if (done) showToast(message);
  };
  const receivedAll = () =>
    confirmAction(t('withdraw.receivedAllTitle'), t('withdraw.receivedAllConfirm', { amount }), () => {
      void send({ action: 'RECEIVED' }, t('withdraw.receivedDone'));
    });
  const fullPayment = () =>
    confirmAction(t('withdraw.fullPaymentTitle'), t('withdraw.fullPaymentConfirm', { amount }), () => {
      void send({ action: 'FULL_PAYMENT' }, t('withdraw.receivedDone'));
    });
  const receivedPart = () => {
    if (!part.validateAll()) return;
    const receivedAmount = toApiAmount(part.values.amount);
    void send(
      { action: 'RECEIVED', receivedAmount },
      t('withdraw.partDone', { amount: formatMoney(receivedAmount, symbol) }),
    );
  };

  if (mode === 'notReceived')
    return <NotReceivedForm withdrawal={withdrawal} onCancel={() => setMode('choose')} />;
  return (
    <div className="withdrawal-actions">
      {mode === 'part' ? (
        <Form className="withdrawal-actions__part" onSubmit={receivedPart}>
          <AmountField label={t('withdraw.receivedAmount')} field={part.bind('amount')} />
          <div className="form-actions">
            <Button variant="ghost" onClick={() => setMode('choose')}>
              {t('dialogs.in_more_cancel')}
            </Button>
            <Button type="submit" variant="gold" disabled={action.isBusy}>
              {t('withdraw.confirmPart')}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="withdrawal-actions__buttons">
          <Button variant="gold" size="sm" icon="checkCircle" disabled={action.isBusy} onClick={receivedAll}>
            {t('withdraw.receivedAll')}
          </Button>
          <Button variant="ghost" size="sm" disabled={action.isBusy} onClick={() => setMode('part')}>
            {t('withdraw.receivedPart')}
          </Button>
          <Button variant="outline" size="sm" disabled={action.isBusy} onClick={fullPayment}>
            {t('withdraw.fullPayment')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon="alert"
            className="withdrawal-actions__dispute"
            disabled={action.isBusy}
            onClick={() => setMode('notReceived')}
          >
            {t('withdraw.notReceived')}
          </Button>
        </div>
      )}
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
    </div>
  );
}
