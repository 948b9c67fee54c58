import type { Settlement } from '@playhall/contracts/agent-contracts';
import type { ContractKind } from '@playhall/contracts/contract-terms';
import type { Column } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import type { CsvColumn } from '@/lib/csv';
import { useTranslation } from '@/lib/use-translation';
import { settlementPeriodLabel } from '../settlement-period';
import { SettlementStatusChip } from './contract-labels';

export type SettlementRole = 'received' | 'paid';

/**
 * The columns of a record page, on screen and in its CSV: the period in brand time, who paid (received) or who was
 * paid (paid to my downlines), the base, the active members, the tier reached, the rate, the amount and the state.
 */
export function useSettlementColumns(kind: ContractKind, role: SettlementRole) {
  const { t, i18n } = useTranslation();
  const { brand } = useBootstrap();
  const isDividend = kind === 'DIVIDEND';
  const period = (row: Settlement) =>
    settlementPeriodLabel(row.period, row.periodStart, row.periodEnd, brand.timeZone, i18n.language);
  const party = (row: Settlement) =>
    role === 'paid' ? row.payee : (row.payer ?? t('contractRecords.house'));
  const tier = (row: Settlement) =>
    row.tier === null ? '—' : t('contractRecords.tierN', { tier: row.tier });
  const baseHeader = t(isDividend ? 'contractRecords.netResult' : 'contractRecords.validBets');
  const status = (row: Settlement) => t(`contractRecords.statuses.${row.status}`);

  const columns: Column<Settlement>[] = [
    { key: 'period', header: t('contractRecords.period'), cell: (row) => period(row) },
    {
      key: 'party',
      header: t(`contractRecords.party.${role}`),
      cell: (row) => <span className="downlines__account">{party(row)}</span>,
    },
    {
      key: 'base',
      header: baseHeader,
      cell: (row) => <Money amount={row.base} signed={isDividend} />,
      align: 'end',
    },
    ...(isDividend
      ? [
          {
            key: 'carried',
            header: t('contractRecords.carriedIn'),
            cell: (row: Settlement) => <Money amount={row.carriedIn} />,
            align: 'end' as const,
          },
        ]
      : []),
    {
      key: 'active',
      header: t('contractRecords.activeMembers'),
      cell: (row) => row.activeMembers,
      align: 'end',
    },
    { key: 'tier', header: t('contractRecords.tier'), cell: tier },
    {
      key: 'rate',
      header: t('contractRecords.rate'),
      cell: (row) => t('contracts.percent', { rate: row.rate }),
      align: 'end',
    },
    {
      key: 'amount',
      header: t('contractRecords.amount'),
      cell: (row) => <Money amount={row.amount} />,
      align: 'end',
    },
    {
      key: 'status',
      header: t('contractRecords.status'),
      cell: (row) => <SettlementStatusChip status={row.status} />,
    },
  ];

  const csv: CsvColumn<Settlement>[] = [
    { header: t('contractRecords.period'), value: period },
    { header: t(`contractRecords.party.${role}`), value: party },
    { header: baseHeader, value: (row) => row.base },
    ...(isDividend
      ? [{ header: t('contractRecords.carriedIn'), value: (row: Settlement) => row.carriedIn }]
      : []),
    { header: t('contractRecords.activeMembers'), value: (row) => row.activeMembers },
    { header: t('contractRecords.tier'), value: tier },
    { header: t('contractRecords.rate'), value: (row) => row.rate },
    { header: t('contractRecords.amount'), value: (row) => row.amount },
    { header: t('contractRecords.status'), value: status },
    { header: t('contractRecords.paidAt'), value: (row) => row.paidAt },
  ];
  return { columns, csv };
}
