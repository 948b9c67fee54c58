import type { ContractStatus, SettlementStatus } from '@playhall/contracts/agent-contracts';
import { CONTRACT_KINDS, type ContractKind } from '@playhall/contracts/contract-terms';
import type { ChipTone } from '@/components/ui/status-chip';
import { formatBrandSpan } from '@/lib/brand-time';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';

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
 * Moments on the brand's clock in the operator's language (decision 0036; periods are the brand's days and hours):
 * a date and time, and a settlement's period, which ends where the next begins.
 */
export function useContractTimes() {
  const time = useBrandTime();
  const { i18n } = useTranslation();
  return {
    moment: (iso: string | null) => (iso ? time.dateTime(iso) : '—'),
    period: (period: string, start: string, end: string) =>
      formatBrandSpan(
        start,
        end,
        time.timeZone,
        i18n.language,
        period === 'HOURLY' || period === 'FIVE_MINUTES' ? 'minutes' : 'days',
      ),
  };
}
