import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { membersQueryOptions } from '../api/search-members';
import type { OpsMemberRow } from '../api/types';
import { MemberStatus, MemberType } from './member-labels';
import './ops.css';

/** Member lookup by account (part of it) or id; each row opens the member. */
export function MemberSearch() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const members = useQuery(membersQueryOptions(query));
  const columns: Column<OpsMemberRow>[] = [
    { key: 'id', header: t('ops.id'), cell: (row) => <span className="ops-id">#{row.id}</span> },
    {
      key: 'account',
      header: t('ops.account'),
      cell: (row) => (
        <Link to={`/ops/members/${row.id}`} className="ops-link">
          {row.account}
        </Link>
      ),
    },
    { key: 'type', header: t('ops.memberType'), cell: (row) => <MemberType type={row.type} /> },
    { key: 'status', header: t('ops.memberStatus'), cell: (row) => <MemberStatus status={row.status} /> },
    { key: 'name', header: t('ops.realName'), cell: (row) => row.realName ?? '—' },
    { key: 'balance', header: t('ops.balance'), align: 'end', cell: (row) => <Money amount={row.balance} /> },
    { key: 'held', header: t('ops.held'), align: 'end', cell: (row) => <Money amount={row.held} /> },
    { key: 'since', header: t('ops.since'), cell: (row) => time.date(row.createdAt) },
  ];
  return (
    <Panel icon="users" title={t('ops.membersTitle')} description={t('ops.membersBody')}>
      <form
        className="ops-search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <TextField label={t('ops.searchLabel')} value={text} onChange={setText} maxLength={64} />
        <Button type="submit" variant="gold" icon="search">
          {t('ops.search')}
        </Button>
      </form>
      {members.isPending ? (
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      ) : members.data ? (
        members.data.length === 0 ? (
          <StatePanel compact icon="search" title={t('ops.noMembers')} />
        ) : (
          <DataTable
            caption={t('ops.membersTitle')}
            columns={columns}
            rows={members.data}
            rowKey={(row) => row.id}
            isBusy={members.isPlaceholderData}
          />
        )
      ) : (
        <ErrorState compact error={members.error} onRetry={() => void members.refetch()} />
      )}
    </Panel>
  );
}
