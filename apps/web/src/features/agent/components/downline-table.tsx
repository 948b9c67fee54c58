import type { Downline, DownlineSort } from '@playhall/contracts/agent-reports';
import { Button } from '@/components/ui/button';
import { type Column, DataTable, type TableSort } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import { DownlineKind, DownlineStatus, When } from './downline-labels';

/** The team as a table: each column sorts on the server; an agent's row opens its own team. */
export function DownlineTable({
  rows,
  isBusy,
  sort,
  onSort,
  onOpen,
  onTransfer,
  onOffer,
}: {
  rows: readonly Downline[];
  isBusy: boolean;
  sort: { key: DownlineSort; order: 'asc' | 'desc' };
  onSort(key: DownlineSort): void;
  onOpen(row: Downline): void;
  /** Money to a direct downline (level 1). */
  onTransfer(row: Downline): void;
  /** A contract to a direct downline agent (spec §4); left out, the action is not offered. */
  onOffer?(row: Downline): void;
}) {
  const { t } = useTranslation();
  const columns: Column<Downline>[] = [
    {
      key: 'account',
      sortKey: 'account',
      header: t('downlines.account'),
      cell: (row) => <span className="downlines__account">{row.account}</span>,
    },
    { key: 'type', sortKey: 'type', header: t('downlines.type'), cell: (row) => <DownlineKind row={row} /> },
    { key: 'level', sortKey: 'level', header: t('downlines.level'), cell: (row) => row.level, align: 'end' },
    {
      key: 'balance',
      sortKey: 'balance',
      header: t('downlines.balance'),
      cell: (row) => <Money amount={row.balance} />,
      align: 'end',
    },
    {
      key: 'teamSize',
      sortKey: 'teamSize',
      header: t('downlines.teamSize'),
      cell: (row) => row.teamSize,
      align: 'end',
    },
    {
      key: 'lastLogin',
      sortKey: 'lastLogin',
      header: t('downlines.lastLogin'),
      cell: (row) => <When iso={row.lastLoginAt} />,
    },
    {
      key: 'registered',
      sortKey: 'registered',
      header: t('downlines.registered'),
      cell: (row) => <When iso={row.registeredAt} />,
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t('downlines.statusHeader'),
      cell: (row) => <DownlineStatus row={row} />,
    },
    {
      key: 'actions',
      header: t('downlines.actions'),
      cell: (row) => (
        <span className="downlines__actions">
          {row.level === 1 ? (
            <Button size="sm" variant="outline" icon="send" onClick={() => onTransfer(row)}>
              {t('downlines.transfer')}
            </Button>
          ) : null}
          {onOffer && row.level === 1 && row.isAgent ? (
            // An icon beside the two labelled actions, so that an agent's row stays two buttons wide.
            <Button
              size="sm"
              variant="outline"
              icon="clipboard"
              iconOnly
              aria-label={t('contracts.offer.action')}
              title={t('contracts.offer.action')}
              onClick={() => onOffer(row)}
            />
          ) : null}
          {row.isAgent ? (
            <Button size="sm" variant="ghost" icon="users" onClick={() => onOpen(row)}>
              {t('downlines.openTeam')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  const tableSort: TableSort = {
    key: sort.key,
    order: sort.order,
    onSort: (key) => onSort(key as DownlineSort),
  };
  return (
    <DataTable
      caption={t('agentPages.downlineManagmentView')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isBusy={isBusy}
      sort={tableSort}
    />
  );
}
