import { Money } from '@/components/ui/money';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import type { BetRecord, BetStatus } from '../api/types';

const STATUS_TONES: Record<BetStatus, ChipTone> = {
  OPEN: 'warning',
  SETTLED: 'success',
  ROLLED_BACK: 'neutral',
};

/** A bet's win or loss, coloured; a bet still open or rolled back says so instead of a sum. */
export function BetOutcome({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation();
  if (bet.result === 'PENDING' || bet.result === 'CANCELLED') {
    return (
      <span className={`bet-outcome bet-outcome--${bet.result.toLowerCase()}`}>
        {t(`bets.results.${bet.result}`)}
      </span>
    );
  }
  return <Money amount={bet.profit} signed className="bet-outcome" />;
}

export function BetStatusChip({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return <StatusChip tone={STATUS_TONES[status]}>{t(`bets.statuses.${status}`)}</StatusChip>;
}
