import type { DownlineTransferred } from '@playhall/contracts/agent-accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AmountField, useAmountCheck } from '@/components/ui/amount-field';
import { Button, buttonClass } from '@/components/ui/button';
import { Form, FormAlert, PasswordField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { Facts } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { toApiAmount } from '@/lib/amount-input';
import { balanceQueryOptions } from '@/lib/api/get-balance';
import { isSixDigits } from '@/lib/form-rules';
import { queryClient } from '@/lib/query-client';
import { useSubmissionId } from '@/lib/request-id';
import { useSession } from '@/lib/session';
import { useSessionToken } from '@/lib/session-token';
import { useForm } from '@/lib/use-form';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { transferToDownline } from '../api/transfer-downline';
import './agent.css';

const QUICK_AMOUNTS = ['100', '500', '1000'] as const;

export type TransferTarget = { id: string; account: string };

/**
 * Transfer to a direct downline (issue 13): amount and payment password; a retry of the same details reuses the
 * request id, so the money moves at most once. The downline sees it in its account record and its messages.
 */
export function TransferToDownlineDialog({
  downline,
  onClose,
  paymentPasswordPath = '/member?page=withdraw',
}: {
  downline: TransferTarget;
  onClose(): void;
  /** Where the agent sets a payment password when it has none yet. */
  paymentPasswordPath?: string;
}) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { member } = useSession();
  const balance = useQuery(balanceQueryOptions(token));
  const checkAmount = useAmountCheck();
  const action = useMoneyAction();
  const submission = useSubmissionId();
  const [sent, setSent] = useState<DownlineTransferred | null>(null);
  const available = balance.data?.available;
  const form = useForm({ amount: '', paymentPassword: '' }, (values) => ({
    amount: checkAmount(values.amount, { available }),
    paymentPassword: isSixDigits(values.paymentPassword) ? undefined : t('agent.transfer.sixDigits'),
  }));

  const submit = async () => {
    if (!form.validateAll()) return;
    const amount = toApiAmount(form.values.amount);
    const result = await action.run(() =>
      transferToDownline({
        downlineId: downline.id,
        amount,
        paymentPassword: form.values.paymentPassword,
        requestId: submission.forDetails({ downline: downline.id, amount }),
      }),
    );
    if (!result) return;
    submission.settle();
    // Team balances shown by the agent centre change with the transfer.
    void queryClient.invalidateQueries({ queryKey: ['agent'] });
    setSent(result);
  };

  return (
    <Modal
      title={t('agent.transfer.title', { account: downline.account })}
      closeLabel={t('modal.close')}
      onClose={onClose}
      width={460}
    >
      {member && !member.hasPaymentPassword ? (
        <StatePanel compact icon="key" title={t('agent.transfer.passwordFirst')}>
          <Link to={paymentPasswordPath} className={buttonClass('outline', 'sm')} onClick={onClose}>
            {t('agent.transfer.setPassword')}
          </Link>
        </StatePanel>
      ) : sent ? (
        <div className="agent-created" role="status">
          <p className="agent-created__title">{t('agent.transfer.doneTitle')}</p>
          <Facts
            items={[
              { label: t('agent.transfer.to'), value: sent.downlineAccount },
              { label: t('agent.transfer.amount'), value: <Money amount={sent.amount} /> },
              { label: t('agent.transfer.newBalance'), value: <Money amount={sent.balance} /> },
            ]}
          />
          <div className="form-actions">
            <Button variant="gold" onClick={onClose}>
              {t('agent.transfer.close')}
            </Button>
          </div>
        </div>
      ) : (
        <Form onSubmit={submit}>
          <div className="agent-available">
            <span className="agent-available__label">{t('agent.transfer.available')}</span>
            {available === undefined ? (
              <Skeleton height="1.5rem" width="8rem" />
            ) : (
              <Money amount={available} className="agent-available__amount" />
            )}
          </div>
          <AmountField
            label={t('agent.transfer.amount')}
            field={form.bind('amount')}
            quickAmounts={QUICK_AMOUNTS}
            maxAmount={available}
          />
          <PasswordField
            {...form.bind('paymentPassword')}
            label={t('agent.transfer.paymentPassword')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
          />
          <p className="agent-note">{t('agent.transfer.note')}</p>
          {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
          <div className="form-actions">
            <Button variant="ghost" onClick={onClose}>
              {t('dialogs.in_more_cancel')}
            </Button>
            <Button type="submit" variant="gold" icon="send" disabled={action.isBusy}>
              {t('agent.transfer.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
