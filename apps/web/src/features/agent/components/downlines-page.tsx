import type { Downline, DownlineSort } from '@playhall/contracts/agent-reports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SegmentedTabs, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { PagedQuery } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { downlinesQueryOptions, getDownlines } from '../api/get-downlines';
import { OfferContractDialog, type OfferTarget } from '../contracts/components/offer-contract-dialog';
import { DownlineTable } from './downline-table';
import { Branch } from './downline-tree';
import { ExportCsv, fetchAllPages } from './export-csv';
import { type TransferTarget, TransferToDownlineDialog } from './transfer-to-downline-dialog';
import './downlines.css';

type View = 'table' | 'tree';
const PAGE_SIZE = 20;

/** The chain from the agent down to the member whose team is shown; each link goes back up to it. */
function Breadcrumb({
  chain,
  onPick,
}: {
  chain: readonly { id: string; account: string }[];
  onPick(id: string | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="downlines__chain" aria-label={t('downlines.chain')}>
      <ol>
        {chain.map((link, index) => (
          <li key={link.id}>
            {index === chain.length - 1 ? (
              <span aria-current="page">{link.account}</span>
            ) : (
              <button type="button" onClick={() => onPick(index === 0 ? undefined : link.id)}>
                {link.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * downlineManagmentView: the team one level at a time (drill down into a sub-agent's team and back up the chain),
 * as a sortable, paged table or as a tree, and searchable by account across the branch.
 */
export function DownlinesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parentId = params.get('parent') ?? undefined;
  const [view, setView] = useState<View>('table');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [sort, setSort] = useState<{ key: DownlineSort; order: 'asc' | 'desc' }>({
    key: 'registered',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<TransferTarget | null>(null);
  const [offerTo, setOfferTo] = useState<OfferTarget | null>(null);
  const queryClient = useQueryClient();
  const query = useQuery(
    downlinesQueryOptions({
      ...(parentId ? { parentId } : {}),
      ...(search ? { search } : {}),
      sort: sort.key,
      order: sort.order,
      pageNo: page,
      pageSize: PAGE_SIZE,
    }),
  );

  const openTeam = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('parent', id);
    else next.delete('parent');
    setParams(next);
    setPage(1);
    setSearch(undefined);
    setTyped('');
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() || undefined);
    setPage(1);
  };
  const sortBy = (key: DownlineSort) => {
    setSort((current) => ({ key, order: current.key === key && current.order === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };

  return (
    <Panel
      icon="users"
      title={t('agentPages.downlineManagmentView')}
      description={t('downlines.body')}
      actions={
        <ExportCsv
          fileName="downlineManagmentView"
          columns={[
            { header: t('downlines.account'), value: (row: Downline) => row.account },
            {
              header: t('downlines.type'),
              value: (row) => t(row.isAgent ? 'downlines.agent' : 'downlines.player'),
            },
            { header: t('downlines.level'), value: (row) => row.level },
            { header: t('downlines.balance'), value: (row) => row.balance },
            { header: t('downlines.teamSize'), value: (row) => row.teamSize },
            { header: t('downlines.lastLogin'), value: (row) => row.lastLoginAt },
            { header: t('downlines.registered'), value: (row) => row.registeredAt },
            { header: t('downlines.statusHeader'), value: (row) => t(`downlines.status.${row.status}`) },
          ]}
          rows={() =>
            fetchAllPages((pageNo, pageSize) =>
              getDownlines({
                ...(parentId ? { parentId } : {}),
                ...(search ? { search } : {}),
                sort: sort.key,
                order: sort.order,
                pageNo,
                pageSize,
              }),
            )
          }
        />
      }
    >
      <div className="downlines">
        <div className="downlines__bar">
          {query.data ? <Breadcrumb chain={query.data.chain} onPick={openTeam} /> : <span />}
          <SegmentedTabs<View>
            label={t('downlines.view')}
            options={[
              { value: 'table', label: t('downlines.table') },
              { value: 'tree', label: t('downlines.tree') },
            ]}
            value={view}
            onChange={setView}
          />
        </div>
        {view === 'table' ? (
          <>
            <form className="downlines__search" onSubmit={submitSearch}>
              <TextField
                label={t('downlines.search')}
                value={typed}
                maxLength={40}
                onChange={setTyped}
                prefix={<Icon name="search" size={16} />}
              />
              <Button type="submit" variant="outline">
                {t('downlines.searchButton')}
              </Button>
              {search ? (
                <Button type="button" variant="ghost" onClick={() => openTeam(parentId)}>
                  {t('downlines.clear')}
                </Button>
              ) : null}
            </form>
            <PagedQuery
              query={query}
              page={page}
              onPage={setPage}
              loading={<Skeleton height="20rem" radius="var(--radius-lg)" />}
              empty={
                <StatePanel
                  compact
                  icon="users"
                  title={t(search ? 'downlines.noMatch' : 'downlines.empty')}
                  description={t(search ? 'downlines.noMatchBody' : 'downlines.emptyBody')}
                />
              }
            >
              {(data, isPrevious) => (
                <DownlineTable
                  rows={data.content}
                  isBusy={isPrevious}
                  sort={sort}
                  onSort={sortBy}
                  onOpen={(row: Downline) => openTeam(row.id)}
                  onTransfer={(row: Downline) => setTransferTo({ id: row.id, account: row.account })}
                  onOffer={(row: Downline) => setOfferTo({ id: row.id, account: row.account })}
                />
              )}
            </PagedQuery>
          </>
        ) : (
          <div className="downline-tree">
            <Branch {...(parentId ? { parentId } : {})} onOpen={(row) => openTeam(row.id)} />
          </div>
        )}
      </div>
      {transferTo ? (
        <TransferToDownlineDialog
          downline={transferTo}
          paymentPasswordPath="/agentHome?page=withdraw"
          onClose={() => {
            setTransferTo(null);
            void queryClient.invalidateQueries({ queryKey: ['agent', 'downlines'] });
          }}
        />
      ) : null}
      {offerTo ? <OfferContractDialog downline={offerTo} onClose={() => setOfferTo(null)} /> : null}
    </Panel>
  );
}
