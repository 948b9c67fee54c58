import type { ContractStatus, SettlementStatus } from '@playhall/contracts/agent-contracts';
import { CONTRACT_KINDS, type ContractKind } from '@playhall/contracts/contract-terms';
import { useTranslation } from 'react-i18next';
import type { ChipTone } from '@/components/ui/status-chip';
import { useBootstrap } from '@/lib/api/get-bootstrap';

/** How a contract's state reads at a glance; every state has one, in the order the status filter lists them. */
export const CONTRACT_STATUS_TONES: Record<ContractStatus, ChipTone> = {
  ACTIVE: 'success',
  OFFERED: 'info',
  ENDED: 'neutral',
  TERMINATED: 'danger',
  REJECTED: 'neutral',
  WITHDRAWN: 'neutral',
};

/** How a settlement's state reads; stuck payments (waiting for funds) first, as the list opens on them. */
export const SETTLEMENT_STATUS_TONES: Record<SettlementStatus, ChipTone> = {
  WAITING_FUNDS: 'warning',
  PENDING: 'info',
  PAID: 'success',
  NOTHING_DUE: 'neutral',
  CANCELLED: 'danger',
};

export function keysOf<Key extends string>(record: Record<Key, unknown>): Key[] {
  return Object.keys(record) as Key[];
}

/** The filter options of a select: "any" first (the empty value), then each value with its words. */
export function useFilterOptions<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
) {
  const { t } = useTranslation();
  return [
    { value: '' as const, label: t('opsContracts.any') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
}

/** The four kinds, as a filter. */
export function useKindOptions() {
  const { t } = useTranslation();
  return useFilterOptions<ContractKind>(CONTRACT_KINDS, (kind) => t(`opsContracts.kinds.${kind}`));
}

/**
 * Moments in the operator's language and the brand's time zone (periods are the brand's days and hours): a date
 * and time, and a settlement's period, which ends where the next begins.
 */
export function useContractTimes() {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const zone = { timeZone: brand.timeZone };
  const moment = new Intl.DateTimeFormat(i18n.language, { ...zone, dateStyle: 'short', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.language, { ...zone, dateStyle: 'medium' });
  return {
    moment: (iso: string | null) => (iso ? moment.format(new Date(iso)) : '—'),
    period: (period: string, start: string, end: string) => {
      const from = new Date(start);
      if (period === 'HOURLY' || period === 'FIVE_MINUTES') return moment.formatRange(from, new Date(end));
      // A day-based period ends at the start of the next day: its last day is the one before.
      const last = new Date(new Date(end).getTime() - 1);
      return day.formatRange(from, last);
    },
  };
}
