import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon, type IconName } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { type MallItem, mallItemsQueryOptions } from '../api/points';
import { RedeemDialog } from './redeem-dialog';

const KIND_ICONS: Record<MallItem['kind'], IconName> = { CASH: 'coins', BONUS: 'gift', GOODS: 'bag' };

function ItemCard({ item, balance, onRedeem }: { item: MallItem; balance: number; onRedeem(): void }) {
  const { t } = useTranslation();
  const isSoldOut = item.stock === 0;
  const canAfford = balance >= item.points;
  return (
    <li className={`mall-card mall-card--${item.kind.toLowerCase()}`}>
      <div className="mall-card__head">
        <span className="mall-card__icon">
          <Icon name={KIND_ICONS[item.kind]} size={22} />
        </span>
        <span className="mall-card__type">{t(`points.kinds.${item.kind}`)}</span>
      </div>
      <h3 className="mall-card__name">{item.name}</h3>
      {item.description ? <p className="mall-card__description">{item.description}</p> : null}
      <p className="mall-card__price">
        <strong>{t('points.pointsValue', { count: item.points })}</strong>
        {item.amount === null ? null : (
          <span className="mall-card__amount">
            <Money amount={item.amount} />
          </span>
        )}
      </p>
      <div className="mall-card__foot">
        <span className="mall-card__stock">
          {item.stock === null ? t('points.unlimited') : t('points.stockLeft', { count: item.stock })}
        </span>
        <Button
          size="sm"
          variant={canAfford && !isSoldOut ? 'gold' : 'outline'}
          disabled={isSoldOut}
          onClick={onRedeem}
        >
          {isSoldOut ? t('points.soldOut') : t('points.redeem')}
        </Button>
      </div>
    </li>
  );
}

/** The mall's items as cards; redeeming one opens the dialog. */
export function MallGrid({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const query = useQuery(mallItemsQueryOptions());
  const [chosen, setChosen] = useState<MallItem | null>(null);
  if (query.isPending) return <Skeleton height="16rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <StatePanel compact icon="bag" title={t('points.noItems')} />;
  return (
    <>
      <ul className="mall-grid">
        {query.data.map((item) => (
          <ItemCard key={item.id} item={item} balance={balance} onRedeem={() => setChosen(item)} />
        ))}
      </ul>
      {chosen ? <RedeemDialog item={chosen} balance={balance} onClose={() => setChosen(null)} /> : null}
    </>
  );
}
