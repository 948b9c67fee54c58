import type { Downline } from '@playhall/contracts/agent-reports';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/ui/status-chip';
import { formatLocalDateTime } from '@/lib/brand-time';

/** A downline's kind: player or agent, as a chip. */
export function DownlineKind({ row }: { row: Downline }) {
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

/** A moment in the visitor's locale, or "never". */
export function When({ iso }: { iso: string | null }) {
  const { t, i18n } = useTranslation();
  if (!iso) return t('downlines.never');
  return <time dateTime={iso}>{formatLocalDateTime(iso, i18n.language)}</time>;
}
