import type { Downline } from '@playhall/contracts/agent-reports';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';

/** A downline's kind: player or agent, as a chip. */
export function DownlineKind({ row }: { row: Pick<Downline, 'isAgent'> }) {
  const { t } = useTranslation();
  return (
    <StatusChip tone={row.isAgent ? 'gold' : 'neutral'}>
      {t(row.isAgent ? 'downlines.agent' : 'downlines.player')}
    </StatusChip>
  );
}

export function DownlineStatus({ row }: { row: Downline }) {
  const { t } = useTranslation();
  return (
    <StatusChip tone={row.status === 'ACTIVE' ? 'success' : 'danger'}>
      {t(`downlines.status.${row.status}`)}
    </StatusChip>
  );
}

/** A moment on the brand's clock, or "never". */
export function When({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  if (!iso) return t('downlines.never');
  return <TimeText iso={iso} />;
}
