import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusChip } from '@/components/ui/status-chip';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { operatorsQueryOptions, resetOperatorTotp, unlockOperator } from '../api/operators';
import type { OpsOperator } from '../api/types';
import { useOpsAction } from '../use-ops-action';
import './ops.css';

/**
 * Operators and their sign-in state. A colleague, never the operator concerned, resets a lost authenticator (the
 * next sign-in sets up a new one) or lifts a lock after failed sign-ins; both go to the audit log.
 */
export function OperatorList() {
  const { t } = useTranslation();
  const operators = useQuery(operatorsQueryOptions);
  const action = useOpsAction();
  const time = useBrandTime();

  const reset = (row: OpsOperator) =>
    confirmAction(t('ops.totpResetTitle'), t('ops.totpResetAsk', { operator: row.username }), () => {
      void action.run(() => resetOperatorTotp(row.id));
    });
  const unlock = (row: OpsOperator) =>
    confirmAction(t('ops.unlockTitle'), t('ops.unlockAsk', { operator: row.username }), () => {
      void action.run(() => unlockOperator(row.id));
    });

  const columns: Column<OpsOperator>[] = [
    {
      key: 'username',
      header: t('ops.operator'),
      cell: (row) => (
        <span className="ops-stack">
          <strong>{row.username}</strong>
          {row.isSelf ? <StatusChip tone="info">{t('ops.you')}</StatusChip> : null}
        </span>
      ),
    },
    { key: 'role', header: t('ops.role'), cell: (row) => t(`ops.roles.${row.role}`) },
    {
      key: 'totp',
      header: t('ops.authenticator'),
      cell: (row) =>
        row.totpEnrolled ? (
          <StatusChip tone="success">{t('ops.totpOn')}</StatusChip>
        ) : (
          <StatusChip tone="warning">{t('ops.totpPending')}</StatusChip>
        ),
    },
    {
      key: 'lock',
      header: t('ops.signIn'),
      cell: (row) =>
        row.lockedUntil ? (
          <StatusChip tone="danger">
            {t('ops.lockedUntil', { time: time.dateTime(row.lockedUntil) })}
          </StatusChip>
        ) : row.active ? (
          t('ops.signInOpen')
        ) : (
          t('ops.inactive')
        ),
    },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) =>
        row.isSelf ? (
          <span className="ops-waiting">{t('ops.notForYourself')}</span>
        ) : !row.lockedUntil && !row.totpEnrolled ? (
          '—'
        ) : (
          <span className="ops-actions">
            {row.lockedUntil ? (
              <Button
                size="sm"
                variant="outline"
                disabled={action.isBusy}
                aria-label={t('ops.unlockLabel', { operator: row.username })}
                onClick={() => unlock(row)}
              >
                {t('ops.unlock')}
              </Button>
            ) : null}
            {row.totpEnrolled ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={action.isBusy}
                aria-label={t('ops.totpResetLabel', { operator: row.username })}
                onClick={() => reset(row)}
              >
                {t('ops.totpReset')}
              </Button>
            ) : null}
          </span>
        ),
    },
  ];

  return (
    <Panel icon="shield" title={t('ops.operatorsTitle')} description={t('ops.operatorsBody')}>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      {operators.isPending ? (
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      ) : operators.data ? (
        <DataTable
          caption={t('ops.operatorsTitle')}
          columns={columns}
          rows={operators.data}
          rowKey={(row) => row.id}
        />
      ) : (
        <ErrorState compact error={operators.error} onRetry={() => void operators.refetch()} />
      )}
    </Panel>
  );
}
