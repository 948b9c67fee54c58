import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Form, FormAlert } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Facts, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { toApiAmount } from '@/lib/amount-input';
import { useSubmissionId } from '@/lib/request-id';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { withdrawalRulesQueryOptions } from '../api/get-withdrawal-rules';
import { transferUpline, type UplineTransfer } from '../api/transfer-upline';
import { checkPaymentPassword, PaymentPasswordField } from './payment-password-field';
import './cashier.css';

const QUICK_AMOUNTS = ['100', '500', '1000'] as const;

/** transferUpline: money to the member's direct upline agent, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const checkAmount = useAmountCheck();
  const rules = useQuery(withdrawalRulesQueryOptions);
  const action = useMoneyAction();
  const submission = useSubmissionId();
  const [sent, setSent] = useState<(UplineTransfer & { amount: string }) | null>(null);
  const form = useForm({ amount: '', paymentPassword: '' }, (values) => ({
    amount: checkAmount(values.amount, { available: rules.data?.available }),
    paymentPassword: checkPaymentPassword(t, values.paymentPassword),
  }));

  if (rules.isPending) return <Skeleton height="20rem" radius="var(--radius-lg)" />;
  if (!rules.data) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;

  const submit = async () => {
    if (!form.validateAll()) return;
    const amount = toApiAmount(form.values.amount);
    const result = await action.run(() =>
      transferUpline({
        amount,
        paymentPassword: form.values.paymentPassword,
        requestId: submission.forDetails({ amount }),
      }),
    );
    if (!result) return;
    submission.settle();
    form.setValues({ amount: '', paymentPassword: '' });
    setSent({ ...result, amount });
  };

  return (
    <div className="panel-grid">
      <Panel icon="send" title={t('upline.title')} description={t('upline.body')}>
        {!rules.data.hasPaymentPassword ? (
          <StatePanel compact icon="key" title={t('upline.passwordFirst')}>
            <Link to="/member?page=withdraw" className={buttonClass('outline', 'sm')}>
              {t('upline.setPassword')}
            </Link>
          </StatePanel>
        ) : (
          <Form onSubmit={submit}>
            <AmountField
              label={t('upline.amount')}
              field={form.bind('amount')}
              quickAmounts={QUICK_AMOUNTS}
              maxAmount={rules.data.available}
            />
            <PaymentPasswordField field={form.bind('paymentPassword')} />
            {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
            <div className="form-actions">
              <Button type="submit" variant="gold" size="lg" icon="send" disabled={action.isBusy}>
                {t('upline.submit')}
              </Button>
            </div>
          </Form>
        )}
      </Panel>
      <Panel icon="wallet" title={t('upline.summaryTitle')}>
        <div className="available-box">
          <span className="available-box__label">{t('upline.available')}</span>
          <Money amount={rules.data.available} className="available-box__amount" />
        </div>
        {sent ? (
          <div className="upline-result" role="status">
            <p className="upline-result__title">{t('upline.doneTitle')}</p>
            <Facts
              items={[
                { label: t('upline.amount'), value: <Money amount={sent.amount} /> },
                { label: t('upline.account'), value: sent.uplineAccount },
                { label: t('upline.newBalance'), value: <Money amount={sent.balance} /> },
              ]}
            />
          </div>
        ) : (
          <p className="panel-note">{t('upline.note')}</p>
        )}
      </Panel>
    </div>
  );
}
