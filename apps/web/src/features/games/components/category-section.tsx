import type { GameMenu } from '@playhall/contracts/system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { categoryPath } from '../api/get-game-menus';
import { VendorCard } from './vendor-card';
import './games.css';

/** One category of the lobby: its title, vendor count, a view-all link and its vendor cards. */
export function CategorySection({
  menu,
  limit,
  selectedVendor,
  showViewAll = true,
  headingLevel = 2,
}: {
  menu: GameMenu;
  limit?: number;
  selectedVendor?: string | null;
  showViewAll?: boolean;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const vendors = limit === undefined ? menu.vendors : menu.vendors.slice(0, limit);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `category-${menu.gameCategory}`;
  return (
    <section className="category" aria-labelledby={headingId}>
      <header className="category__head">
        <span className={`category__icon category__icon--${menu.gameCategory.toLowerCase()}`}>
          <Icon name={menu.gameCategory} size={20} />
        </span>
        <div className="category__titles">
          <Heading id={headingId} className="category__title">
            {t(`categories.${menu.gameCategory}`)}
          </Heading>
          <span className="category__count">{t('games.vendorCount', { count: menu.vendors.length })}</span>
        </div>
        {showViewAll ? (
          <Link className="category__more" to={categoryPath(menu.gameCategory)}>
            {t('games.viewAll')}
            <Icon name="chevronRight" size={16} />
          </Link>
        ) : null}
      </header>
      <div className="vendor-grid">
        {vendors.map((vendor) => (
          <VendorCard
            key={vendor.vassalage}
            vendor={vendor}
            category={menu.gameCategory}
            isSelected={selectedVendor === vendor.vassalage}
          />
        ))}
      </div>
    </section>
  );
}

export function CategorySectionSkeleton({ cards = 5 }: { cards?: number }) {
  return (
    <section className="category" aria-hidden="true">
      <header className="category__head">
        <Skeleton width="2.5rem" height="2.5rem" radius="0.8rem" />
        <div className="category__titles">
          <Skeleton width="9rem" height="1.1rem" />
          <Skeleton width="5rem" height="0.8rem" />
        </div>
      </header>
      <div className="vendor-grid">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="vendor-card vendor-card--skeleton" radius="var(--radius-md)" />
        ))}
      </div>
    </section>
  );
}
