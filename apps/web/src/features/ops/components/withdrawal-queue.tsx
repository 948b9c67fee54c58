import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { ProtectedImage } from '@/components/ui/protected-image';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { approveWithdrawal } from '../api/approve-withdrawal';
import { disburseWithdrawal } from '../api/disburse-withdrawal';
import { operatorQueryOptions } from '../api/get-me';
import { rejectWithdrawal } from '../api/reject-withdrawal';
import { resolveDispute } from '../api/resolve-dispute';
import { reviewWithdrawal } from '../api/review-withdrawal';
import type { QueueWithdrawal } from '../api/types';
import { useOpsToken } from '../ops-session';
import { canReject, type Step, stepsFor } from '../withdrawal-steps';
import { QueuePanel } from './queue-panel';
import { useQueueDecisions } from './use-queue-decisions';
import './ops.css';

const TONES: Record<string, ChipTone> = {
  PENDING: 'neutral',
  REVIEWED: 'info',
  APPROVED: 'info',
  DISBURSED: 'gold',
  DISPUTED: 'danger',
};

const STEPS: Record<Step, (id: string) => Promise<void>> = {
  review: reviewWithdrawal,
  approve: approveWithdrawal,
  disburse: disburseWithdrawal,
  paid: (id) => resolveDispute(id, 'PAID'),
  refund: (id) => resolveDispute(id, 'REFUND'),
};

function WithdrawalRow({
  withdrawal,
  isBusy,
  onStep,
  onReject,
}: {
  withdrawal: QueueWithdrawal;
  isBusy: boolean;
  onStep(step: Step): void;
  onReject(): void;
}) {
  const { t } = useTranslation();
  const token = useOpsToken();
  const { data: operator } = useQuery(operatorQueryOptions(token));
  const [viewing, setViewing] = useState<number | null>(null);
  const steps = stepsFor(withdrawal, operator?.username);
  const waitsForSecond =
    withdrawal.status === 'REVIEWED' && withdrawal.needsSecondApprover && steps.length === 0;
  const viewed = viewing === null ? undefined : withdrawal.proofs[viewing];
  const isRejectable = canReject(withdrawal);
  return (
    <li className="ops-withdrawal" aria-label={t('ops.withdrawalLabel', { id: withdrawal.id })}>
      <div className="ops-withdrawal__main">
        <div className="ops-withdrawal__head">
          <span className="ops-id">#{withdrawal.id}</span>
          <strong>{withdrawal.account}</strong>
          <StatusChip tone={TONES[withdrawal.status] ?? 'neutral'}>
            {t(`ops.status.${withdrawal.status}`)}
          </StatusChip>
          {withdrawal.needsSecondApprover ? (
            <StatusChip tone="warning">{t('ops.secondApprover')}</StatusChip>
          ) : null}
        </div>
        <Money amount={withdrawal.amount} className="ops-withdrawal__amount" />
        <p className="ops-withdrawal__meta">
          <span>
            <Icon name="bank" size={14} /> {withdrawal.bankName} · {withdrawal.accountNumber} ·{' '}
            {withdrawal.accountName}
          </span>
          <TimeText iso={withdrawal.createdAt} />
        </p>
        {withdrawal.reviewedBy ? (
          <p className="ops-withdrawal__meta">{t('ops.reviewedBy', { operator: withdrawal.reviewedBy })}</p>
        ) : null}
        {withdrawal.remark ? <p className="ops-withdrawal__remark">“{withdrawal.remark}”</p> : null}
        {withdrawal.proofs.length > 0 ? (
          <ul className="proof-thumbs ops-withdrawal__proofs" aria-label={t('ops.proofs')}>
            {withdrawal.proofs.map((path, index) => (
              <li key={path}>
                <button
                  type="button"
                  className="ops-proof"
                  aria-label={t('ops.proofOpen', { number: index + 1 })}
                  onClick={() => setViewing(index)}
                >
                  <ProtectedImage src={path} token={token} alt={t('ops.proof', { number: index + 1 })} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="ops-actions ops-withdrawal__actions">
        {steps.map((step, index) => (
          <Button
            key={step}
            size="sm"
            // The step that moves the withdrawal furthest is the primary one.
            variant={step === 'refund' ? 'ghost' : index === steps.length - 1 ? 'gold' : 'outline'}
            disabled={isBusy}
            onClick={() => onStep(step)}
          >
            {t(`ops.step.${step}`)}
          </Button>
        ))}
        {isRejectable ? (
          <Button size="sm" variant="ghost" disabled={isBusy} onClick={onReject}>
            {t('ops.reject')}
          </Button>
        ) : null}
        {withdrawal.status === 'DISBURSED' ? (
          <span className="ops-waiting">{t('ops.awaitingMember')}</span>
        ) : null}
        {waitsForSecond ? <span className="ops-waiting">{t('ops.awaitingSecond')}</span> : null}
      </div>
      {viewed !== undefined && viewing !== null ? (
        <Modal
          title={t('ops.proofTitle', { number: viewing + 1, id: withdrawal.id })}
          closeLabel={t('modal.close')}
          onClose={() => setViewing(null)}
          width={720}
        >
          <ProtectedImage
            src={viewed}
            token={token}
            alt={t('ops.proof', { number: viewing + 1 })}
            className="ops-proof-large"
          />
        </Modal>
      ) : null}
    </li>
  );
}

/** Withdrawals not yet settled: review, approve (a second operator above the limit), disburse, reject, resolve. */
export function WithdrawalQueue({ withdrawals }: { withdrawals: readonly QueueWithdrawal[] }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const decisions = useQueueDecisions<QueueWithdrawal>();
  const step = (withdrawal: QueueWithdrawal, chosen: Step) =>
    decisions.decide(
      t(`ops.stepTitle.${chosen}`),
      t(`ops.stepAsk.${chosen}`, {
        amount: formatMoney(withdrawal.amount, symbol),
        account: withdrawal.account,
      }),
      () => STEPS[chosen](withdrawal.id),
    );
  return (
    <QueuePanel
      decisions={decisions}
      icon="withdraw"
      title={t('ops.withdrawalsTitle')}
      description={t('ops.withdrawalsBody', { count: withdrawals.length })}
      emptyTitle={t('ops.withdrawalsEmpty')}
      rows={withdrawals}
      rejectTitle={(row) => t('ops.rejectWithdrawalTitle', { id: row.id })}
      reject={(row, reason) => rejectWithdrawal(row.id, reason)}
    >
      <ul className="ops-withdrawals">
        {withdrawals.map((withdrawal) => (
          <WithdrawalRow
            key={withdrawal.id}
            withdrawal={withdrawal}
            isBusy={decisions.action.isBusy}
            onStep={(chosen) => step(withdrawal, chosen)}
            onReject={() => decisions.startRejecting(withdrawal)}
          />
        ))}
      </ul>
    </QueuePanel>
  );
}
