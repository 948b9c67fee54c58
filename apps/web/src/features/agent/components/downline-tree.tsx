import type { Downline } from '@playhall/contracts/agent-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import { downlinesQueryOptions } from '../api/get-downlines';
import { DownlineKind } from './downline-labels';

const BRANCH_SIZE = 100;

/** One member of the tree; an agent with a team opens into its direct downlines, fetched when first opened. */
function TreeNode({ row, onOpen }: { row: Downline; onOpen(row: Downline): void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const canOpen = row.isAgent && row.teamSize > 0;
  return (
    <li className="downline-tree__item">
      <div className="downline-tree__row">
        {canOpen ? (
          <button
            type="button"
            className="downline-tree__toggle"
            aria-expanded={isOpen}
            aria-label={t(isOpen ? 'downlines.collapse' : 'downlines.expand', { account: row.account })}
            onClick={() => setOpen(!isOpen)}
          >
            <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={16} />
          </button>
        ) : (
          <span className="downline-tree__leaf" aria-hidden="true" />
        )}
        <span className="downlines__account">{row.account}</span>
        <DownlineKind row={row} />
        {row.isAgent ? (
          <button type="button" className="downline-tree__team" onClick={() => onOpen(row)}>
            {t('downlines.members', { count: row.teamSize })}
          </button>
        ) : null}
        <Money amount={row.balance} className="downline-tree__balance" />
      </div>
      {isOpen ? <Branch parentId={row.id} onOpen={onOpen} /> : null}
    </li>
  );
}

/** The direct downlines of a member (the first hundred by account; the table pages through more). */
export function Branch({ parentId, onOpen }: { parentId?: string; onOpen(row: Downline): void }) {
  const { t } = useTranslation();
  const query = useQuery(
    downlinesQueryOptions({
      ...(parentId ? { parentId } : {}),
      sort: 'account',
      order: 'asc',
      pageNo: 1,
      pageSize: BRANCH_SIZE,
    }),
  );
  if (query.isPending) return <Skeleton height="2.5rem" radius="var(--radius-sm)" />;
  if (!query.data) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  const { content, totalElements } = query.data;
  return (
    <ul className="downline-tree__list">
      {content.map((row) => (
        <TreeNode key={row.id} row={row} onOpen={onOpen} />
      ))}
      {totalElements > content.length ? (
        <li className="downline-tree__more">
          {t('downlines.moreInTable', { count: totalElements - content.length })}
        </li>
      ) : null}
    </ul>
  );
}
