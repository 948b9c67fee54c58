import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { auditQueryOptions } from '../api/get-audit';
import type { AuditEntry } from '../api/types';
import { PagedTable } from './paged-table';
import './ops.css';

const PAGE_SIZE = 20;

/** The detail of an entry as "key: value" pairs (values the server recorded: amounts, reasons, outcomes). */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The audit log: who did what to which target, newest first, a page at a time. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const audit = useQuery(auditQueryOptions(pageNo, PAGE_SIZE));
  // Contract actions are named "contract.end", "settlement.run"...: their words nest under opsContracts.
  const actionLabel = (action: string) =>
    i18n.exists(`ops.auditActions.${action}`)
      ? t(`ops.auditActions.${action}`)
      : i18n.exists(`opsContracts.auditActions.${action}`)
        ? t(`opsContracts.auditActions.${action}`)
        : action;
  const columns: Column<AuditEntry>[] = [
    {
      key: 'time',
      header: t('ops.time'),
      cell: (row) => <TimeText iso={row.createdAt} seconds />,
    },
    { key: 'operator', header: t('ops.operator'), cell: (row) => row.operator ?? t('ops.system') },
    {
      key: 'action',
      header: t('ops.auditAction'),
      cell: (row) => <strong>{actionLabel(row.action)}</strong>,
    },
    { key: 'target', header: t('ops.target'), cell: (row) => <span className="ops-id">{row.target}</span> },
    {
      key: 'detail',
      header: t('ops.detail'),
      cell: (row) => <span className="ops-note">{detailText(row.detail)}</span>,
    },
  ];
  return (
    <Panel icon="clipboard" title={t('ops.auditTitle')} description={t('ops.auditBody')}>
      <PagedTable
        query={audit}
        page={pageNo}
        onPage={setPageNo}
        caption={t('ops.auditTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: 'clipboard', title: t('ops.auditEmpty') }}
        skeletonHeight="20rem"
      />
    </Panel>
  );
}
