import type { ReconciliationRun } from '@playhall/contracts/ops';
import type { ChipTone } from '@/components/ui/status-chip';
import { useBrandTime } from '@/lib/use-brand-time';

/** How a run's status reads at a glance, in the list and on the run's page. */
export const RUN_TONES: Record<ReconciliationRun['status'], ChipTone> = {
  RUNNING: 'info',
  REPAIRING: 'warning',
  DONE: 'success',
  FAILED: 'danger',
};

/** A run's period on the brand's clock, to the minute: "31 Jan 2025 20:00 – 31 Jan 2025 21:00 GMT+8". */
export function usePeriodFormat() {
  const time = useBrandTime();
  return (run: ReconciliationRun) =>
    `${time.dateTime(run.periodStart, { zone: false })} – ${time.dateTime(run.periodEnd)}`;
}
