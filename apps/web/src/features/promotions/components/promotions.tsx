import {
  type ActivityKind,
  PROMOTION_CATEGORIES,
  PROMOTION_TYPES,
  type PromotionCategory,
  type PromotionType,
} from '@playhall/contracts/reward-constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Icon, type IconName } from '@/components/ui/icon';
import { QueryView } from '@/components/ui/query-view';
import { SelectField } from '@/components/ui/select-field';
import { StatePanel } from '@/components/ui/state-panel';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError } from '@/lib/api-client';
import { useProtectedAction } from '@/lib/protected-action';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { type Promotion, promotionQueryOptions, promotionsQueryOptions } from '../api/get-promotions';
import './promotions.css';

const KIND_ICON: Record<ActivityKind, IconName> = {
  FIRST_DEPOSIT: 'deposit',
  DAILY_SIGN_IN: 'star',
  RED_ENVELOPE: 'gift',
  CASH_BACK: 'coins',
  RELOAD: 'deposit',
  LUCKY_WHEEL: 'sparkles',
  APPLICATION: 'trophy',
};

const isType = (value: string | null): value is PromotionType =>
  (PROMOTION_TYPES as readonly string[]).includes(value ?? '');
const isCategory = (value: string | null): value is PromotionCategory =>
  (PROMOTION_CATEGORIES as readonly string[]).includes(value ?? '');

/** Its period in words: coming from a day, running until one, or running with no end. */
function usePeriod() {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (promotion: Promotion) => {
    if (Date.parse(promotion.startsAt) > Date.now())
      return t('promotions.startsOn', { date: time.date(promotion.startsAt) });
    return promotion.endsAt
      ? t('promotions.until', { date: time.date(promotion.endsAt) })
      : t('promotions.ongoing');
  };
}

function Chips({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const isComing = Date.parse(promotion.startsAt) > Date.now();
  return (
    <div className="promotion__chips">
      <StatusChip tone="gold">{t(`promotions.types.${promotion.promotionType}`)}</StatusChip>
      {promotion.promotionCategory ? (
        <StatusChip tone="info">{t(`promotions.categories.${promotion.promotionCategory}`)}</StatusChip>
      ) : null}
      {isComing ? <StatusChip tone="neutral">{t('promotions.upcoming')}</StatusChip> : null}
    </div>
  );
}

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const period = usePeriod();
  return (
    <li className="promotion">
      <span className="promotion__art" aria-hidden="true">
        <Icon name={KIND_ICON[promotion.kind]} size={30} />
      </span>
      <Chips promotion={promotion} />
      <h2 className="promotion__title">{promotion.title}</h2>
      <p className="promotion__text">{promotion.description}</p>
      <p className="promotion__period">
        <Icon name="clock" size={14} />
        {period(promotion)}
      </p>
      <Link
        className={buttonClass('outline', 'sm', 'promotion__more')}
        to={`/promotions?id=${promotion.id}`}
        aria-label={t('promotions.detailsOf', { title: promotion.title })}
      >
        {t('promotions.details')}
      </Link>
    </li>
  );
}

/** One promotion: what it is and how long it runs; taking part is the member's, in the reward centre. */
function PromotionDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const period = usePeriod();
  const navigate = useSafeNavigate();
  const protect = useProtectedAction();
  const query = useQuery(promotionQueryOptions(id));
  // Opened from far down the list: the promotion starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  const back = (
    <Link className={buttonClass('ghost', 'sm')} to="/promotions">
      <Icon name="chevronLeft" size={16} />
      {t('promotions.back')}
    </Link>
  );
  if (query.error instanceof ApiError && query.error.code === 'ACTIVITY_NOT_FOUND') {
    return (
      <StatePanel icon="gift" title={t('promotions.goneTitle')} description={t('promotions.goneBody')}>
        {back}
      </StatePanel>
    );
  }
  return (
    <QueryView query={query} skeletonHeight="18rem">
      {(promotion) => (
        <article className="promotion-detail" aria-labelledby="promotion-title">
          {back}
          <div className="promotion-detail__head">
            <span className="promotion__art" aria-hidden="true">
              <Icon name={KIND_ICON[promotion.kind]} size={36} />
            </span>
            <div>
              <Chips promotion={promotion} />
              <h2 id="promotion-title" className="promotion-detail__title">
                {promotion.title}
              </h2>
              <p className="promotion__period">
                <Icon name="clock" size={14} />
                {period(promotion)}
              </p>
            </div>
          </div>
          <p className="promotion-detail__text">{promotion.description}</p>
          <p className="promotion-detail__how">{t(`promotions.how.${promotion.kind}`)}</p>
          <Button
            variant="gold"
            icon="gift"
            onClick={() => protect(() => navigate('/member?page=rewardCenter'))}
          >
            {t('promotions.takePart')}
          </Button>
        </article>
      )}
    </QueryView>
  );
}

/**
 * /promotions (member-and-agent-centres §2, §3): the brand's promotions for everyone, by type (tabs) and category;
 * `?id=` opens one. Visitors read them; taking part asks them to log in (the login popup).
 */
export function Promotions() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const type = params.get('type');
  const category = params.get('category');
  const filter = { type: isType(type) ? type : null, category: isCategory(category) ? category : null };
  const query = useQuery({ ...promotionsQueryOptions(filter), enabled: id === null });
  if (id !== null) return <PromotionDetail id={id} />;

  const setFilter = (key: 'type' | 'category', value: string) =>
    setParams(
      () => {
        // From the address as it is now: the router may not have rendered a change made a moment ago (a transition),
        // and building on the last render's parameters would put a filter just cleared back.
        const next = new URLSearchParams(window.location.search);
        if (value === 'ALL') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="promotions">
      <div className="promotions__filters">
        <SegmentedTabs<PromotionType | 'ALL'>
          label={t('promotions.typeLabel')}
          isScrollable
          options={[
            { value: 'ALL', label: t('promotions.all') },
            ...PROMOTION_TYPES.map((value) => ({ value, label: t(`promotions.types.${value}`) })),
          ]}
          value={filter.type ?? 'ALL'}
          onChange={(value) => setFilter('type', value)}
        />
        <SelectField<PromotionCategory | 'ALL'>
          className="promotions__category"
          label={t('promotions.categoryLabel')}
          value={filter.category ?? 'ALL'}
          options={[
            { value: 'ALL', label: t('promotions.allCategories') },
            ...PROMOTION_CATEGORIES.map((value) => ({ value, label: t(`promotions.categories.${value}`) })),
          ]}
          onChange={(value) => setFilter('category', value)}
        />
      </div>
      <QueryView query={query} skeletonHeight="22rem">
        {(promotions) =>
          promotions.length === 0 ? (
            <StatePanel
              icon="gift"
              title={t('promotions.emptyTitle')}
              description={t('promotions.emptyBody')}
            />
          ) : (
            <ul className="promotions__grid" aria-busy={query.isPlaceholderData}>
              {promotions.map((promotion) => (
                <PromotionCard key={promotion.id} promotion={promotion} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
