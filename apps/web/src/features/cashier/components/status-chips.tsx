import type { Deposit, Withdrawal } from '@playhall/contracts/cashier';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';

const DEPOSIT_TONES: Record<Deposit['status'], ChipTone> = {
  PENDING: 'warning',
  CREDITED: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
};

const WITHDRAWAL_TONES: Record<Withdrawal['status'], ChipTone> = {
  PENDING: 'neutral',
  REVIEWED: 'info',
  APPROVED: 'info',
  REJECTED: 'danger',
  DISBURSED: 'gold',
  COMPLETED: 'success',
  DISPUTED: 'warning',
  REFUNDED: 'neutral',
};

export function DepositStatusChip({ status }: { status: Deposit['status'] }) {
  const { t } = useTranslation();
  return <StatusChip tone={DEPOSIT_TONES[status]}>{t(`deposit.status.${status}`)}</StatusChip>;
}

export function WithdrawalStatusChip({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation();
  return <StatusChip tone={WITHDRAWAL_TONES[status]}>{t(`withdraw.status.${status}`)}</StatusChip>;
}
