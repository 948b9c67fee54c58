import type { ReconciliationRun } from '@playhall/contracts/ops';
import { useTranslation } from 'react-i18next';
import type { ChipTone } from '@/components/ui/status-chip';

/** How a run's status reads at a glance, in the list and on the run's page. */
export const RUN_TONES: Record<ReconciliationRun['status'], ChipTone> = {
  RUNNING: 'info',
  REPAIRING: 'warning',
  DONE: 'success',
  FAILED: 'danger',
};

/** A run's period in the operator's language, to the minute. */
export function usePeriodFormat() {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (run: ReconciliationRun) =>
    `${time.format(new Date(run.periodStart))} – ${time.format(new Date(run.periodEnd))}`;
}
