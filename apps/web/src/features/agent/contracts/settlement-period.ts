import type { ContractPeriod } from '@playhall/contracts/agent-contracts';
import { formatBrandSpan } from '@/lib/brand-time';

/**
 * A settlement's period, from `startIso` (included) to `endIso` (excluded), as the brand's wall clock reads it
 * (decision 0032: days, weeks and months are the brand's) in the language's date format (decision 0036): an hour
 * or a five-minute window to the minute with its offset, a day, or a dividend's first and last days.
 */
export function settlementPeriodLabel(
  period: ContractPeriod,
  startIso: string,
  endIso: string,
  timeZone: string,
  language: string,
): string {
  const unit = period === 'HOURLY' || period === 'FIVE_MINUTES' ? 'minutes' : 'days';
  return formatBrandSpan(startIso, endIso, timeZone, language, unit);
}
