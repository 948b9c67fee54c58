import { AGENT_TYPE_CODES, TRIAL_TYPE_CODE } from '@playhall/contracts/constants';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';

/** A member's type code in words: agent (1, 2, 41, 42), trial (4) or member. */
export function MemberType({ type }: { type: number }) {
  const { t } = useTranslation();
  const kind = AGENT_TYPE_CODES.some((code) => code === type)
    ? 'agent'
    : type === TRIAL_TYPE_CODE
      ? 'trial'
      : 'member';
  return <span>{t(`ops.types.${kind}`)}</span>;
}

export function MemberStatus({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const key = `ops.memberStatuses.${status}`;
  return (
    <StatusChip tone={status === 'ACTIVE' ? 'success' : 'danger'}>
      {i18n.exists(key) ? t(key) : status}
    </StatusChip>
  );
}
