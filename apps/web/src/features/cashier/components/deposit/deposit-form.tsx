import type { Deposit } from '@playhall/contracts/cashier';
import { useState } from 'react';
import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, TextField } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { toApiAmount } from '@/lib/amount-input';
import { useSubmissionId } from '@/lib/request-id';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { createDeposit } from '../../api/create-deposit';
import type { DepositChannel } from '../../api/types';
import { BankDetails } from './bank-details';
import { ChannelPicker } from './channel-picker';

/** The gateway's page, only when it is a web address (never a script URL, whatever the answer says). */
function gatewayAddress(payUrl: string | null): string | null {
  if (!payUrl) return null;
  try {
    const address = new URL(payUrl, window.location.origin);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}

const QUICK_AMOUNTS = ['100', '500', '1000', '5000', '10000'] as const;
const REFERENCE_MAX = 64;

/**
 * A new deposit: the channel, then for a bank transfer the account to pay into, the amount and the reference
 * the transfer carries (the deposit then waits for the cashier); for an online channel the amount, and the
 * browser goes to the gateway's page.
 */
export function DepositForm({
  channels,
  onPending,
}: {
  channels: readonly DepositChannel[];
  onPending(deposit: Deposit): void;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const checkAmount = useAmountCheck();
  const action = useMoneyAction();
  const submission = useSubmissionId();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const [isLeaving, setLeaving] = useState(false);
  const channel = channels.find((candidate) => candidate.id === channelId);
  const isBank = channel?.kind === 'BANK_TRANSFER';
  const form = useForm({ amount: '', payerReference: '' }, (values) => ({
    amount: checkAmount(values.amount, { min: channel?.minAmount, max: channel?.maxAmount }),
    payerReference: isBank && values.payerReference.trim() === '' ? t('validation.required') : undefined,
  }));

  const submit = async () => {
    if (!channel || !form.validateAll()) return;
    const details = {
      channelId: channel.id,
      amount: toApiAmount(form.values.amount),
      ...(isBank ? { payerReference: form.values.payerReference.trim() } : {}),
    };
    const deposit = await action.run(() =>
      createDeposit({ ...details, requestId: submission.forDetails(details) }),
    );
    if (!deposit) return;
    submission.settle();
    const payPage = deposit.kind === 'ONLINE' ? gatewayAddress(deposit.payUrl) : null;
    if (payPage) {
      setLeaving(true);
      window.location.assign(payPage);
      return;
    }
    form.setValues({ amount: '', payerReference: '' });
    onPending(deposit);
  };

  if (!channel) return null;
  return (
    <Form className="deposit-form" onSubmit={submit}>
      <ChannelPicker
        channels={channels}
        value={channel.id}
        onChange={(id) => {
          setChannelId(id);
          action.clear();
        }}
      />
      <div className={`deposit-form__body${isBank ? ' deposit-form__body--bank' : ''}`}>
        {isBank ? <BankDetails details={channel.details} /> : null}
        <div className="form">
          <AmountField
            label={t('deposit.amount')}
            field={form.bind('amount')}
            quickAmounts={QUICK_AMOUNTS}
            hint={t('deposit.limits', {
              min: formatMoney(channel.minAmount, symbol),
              max: formatMoney(channel.maxAmount, symbol),
            })}
          />
          {isBank ? (
            <TextField
              {...form.bind('payerReference')}
              label={t('deposit.payerReference')}
              hint={t('deposit.payerReferenceHint')}
              maxLength={REFERENCE_MAX}
              autoComplete="name"
            />
          ) : (
            <p className="deposit-form__note">{t('deposit.onlineNote')}</p>
          )}
          {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
          <div className="form-actions">
            <Button
              type="submit"
              variant="gold"
              size="lg"
              icon={isBank ? 'send' : 'arrowRight'}
              disabled={action.isBusy || isLeaving}
            >
              {isBank ? t('deposit.submitBank') : t('deposit.submitOnline')}
            </Button>
          </div>
        </div>
      </div>
    </Form>
  );
}
