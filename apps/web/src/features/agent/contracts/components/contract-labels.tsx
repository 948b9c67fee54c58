import type { Contract, SettlementStatus, TierText } from '@playhall/contracts/agent-contracts';
import type { ContractKind } from '@playhall/contracts/contract-terms';
import { Money } from '@/components/ui/money';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import './contracts.css';

const SETTLEMENT_TONES: Record<SettlementStatus, ChipTone> = {
  PAID: 'success',
  WAITING_FUNDS: 'warning',
  NOTHING_DUE: 'neutral',
  PENDING: 'info',
  CANCELLED: 'danger',
};

/** A settlement's state: paid, waiting for the upline's funds, nothing due, pending or cancelled. */
export function SettlementStatusChip({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return <StatusChip tone={SETTLEMENT_TONES[status]}>{t(`contractRecords.statuses.${status}`)}</StatusChip>;
}

/** A contract's state; an ended contract still in force reads "Ending" until its last period is over. */
export function ContractStatusChip({ contract }: { contract: Pick<Contract, 'status' | 'isInForce'> }) {
  const { t } = useTranslation();
  if (contract.status === 'ENDED' && contract.isInForce)
    return <StatusChip tone="warning">{t('contracts.statuses.ENDING')}</StatusChip>;
  const tone: ChipTone =
    contract.status === 'ACTIVE'
      ? 'success'
      : contract.status === 'OFFERED'
        ? 'info'
        : contract.status === 'TERMINATED' || contract.status === 'REJECTED'
          ? 'danger'
          : 'neutral';
  return <StatusChip tone={tone}>{t(`contracts.statuses.${contract.status}`)}</StatusChip>;
}

/**
 * The tiers of a contract as a small table: from which base (valid bets, or the net result for a dividend) and how
 * many active members, which rate.
 */
export function TiersTable({
  kind,
  tiers,
  caption,
}: {
  kind: ContractKind;
  tiers: readonly TierText[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="contract-tiers">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contracts.tiers.tier')}</th>
          <th scope="col">{t(`contracts.tiers.minBase.${kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY'}`)}</th>
          <th scope="col">{t('contracts.tiers.minActive')}</th>
          <th scope="col">{t('contracts.tiers.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={`${tier.minBase}-${tier.minActive}-${tier.rate}`}>
            <td>{index + 1}</td>
            <td>
              <Money amount={tier.minBase} />
            </td>
            <td>{tier.minActive}</td>
            <td className="contract-tiers__rate">{t('contracts.percent', { rate: tier.rate })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
