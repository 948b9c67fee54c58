import { GAME_CATEGORIES } from '@playhall/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '@/components/ui/data-table';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { QueryTable } from '@/components/ui/query-view';
import { TimeText } from '@/components/ui/time-text';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { cdnImage } from '@/lib/image-cdn';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { type Winner, type WinnerCategory, winnersQueryOptions } from '../api/get-winners';
import './winner-list.css';

/**
 * The winner list (member-and-agent-centres spec §2 "winner list"): the latest real wins of every category or of
 * one, fifty at most, read from the ledger like the home's carousel. Names arrive masked from the server.
 */
export function WinnerList() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { imageCDNs } = useBootstrap();
  const [category, setCategory] = useState<WinnerCategory>('ALL');
  const query = useQuery(winnersQueryOptions(language, category));
  const columns: Column<Winner>[] = [
    { key: 'player', header: t('winners.player'), cell: (winner) => winner.customerName },
    {
      key: 'game',
      header: t('winners.game'),
      cell: (winner) => (
        <span className="winner-list__game">
          <img src={cdnImage(imageCDNs, winner.iconUrl)} alt="" width={32} height={32} loading="lazy" />
          {winner.gameName}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('winners.amount'),
      align: 'end',
      cell: (winner) => <Money amount={winner.winAmount} />,
    },
    {
      key: 'time',
      header: t('winners.time'),
      align: 'end',
      cell: (winner) => (winner.vo.wonAt ? <TimeText iso={winner.vo.wonAt} zone={false} /> : null),
    },
  ];
  return (
    <div className="winner-list">
      <SegmentedTabs<WinnerCategory>
        label={t('winners.categories')}
        isScrollable
        options={[
          { value: 'ALL', label: t('winners.all') },
          ...GAME_CATEGORIES.map((code) => ({ value: code, label: t(`categories.${code}`) })),
        ]}
        value={category}
        onChange={setCategory}
      />
      <QueryTable
        query={query}
        caption={t('winners.caption')}
        columns={columns}
        rowKey={(winner) => `${winner.vo.wonAt}-${winner.customerName}-${winner.gameId}-${winner.winAmount}`}
        empty={{ icon: 'trophy', title: t('games.winnersEmpty') }}
        skeletonHeight="24rem"
      />
    </div>
  );
}
