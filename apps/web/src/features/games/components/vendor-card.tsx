import type { GameCategory } from '@playhall/contracts/games';
import type { VendorCard as Vendor } from '@playhall/contracts/system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBootstrap } from '../../../lib/api/get-bootstrap';
import { cdnImage } from '../../../lib/image-cdn';
import { useSession } from '../../../lib/session';
import { useUiStore } from '../../../lib/ui-store';
import { categoryPath } from '../api/get-game-menus';

/** The regional lottery vendor: its tile asks guests to log in and takes members to /sealottery (spec §4). */
const REGIONAL_LOTTERY_VENDOR = 'TCG_SEA';

export function VendorCard({
  vendor,
  category,
  isSelected = false,
}: {
  vendor: Vendor;
  category: GameCategory;
  isSelected?: boolean;
}) {
  const { t } = useTranslation();
  const { imageCDNs } = useBootstrap();
  const { isLogin } = useSession();
  const openModal = useUiStore((state) => state.openModal);
  const isMaintenance = vendor.status === 'MAINTENANCE';

  const body = (
    <>
      <span className="vendor-card__art">
        <img
          src={cdnImage(imageCDNs, vendor.logo)}
          alt=""
          width={240}
          height={96}
          loading="lazy"
          decoding="async"
        />
        {isMaintenance ? <span className="vendor-card__badge">{t('games.vendorMaintenance')}</span> : null}
      </span>
      <span className="vendor-card__text">
        <span className="vendor-card__name">{vendor.displayName}</span>
        <span className="vendor-card__type">{vendor.accountTypeName}</span>
      </span>
    </>
  );
  const className = `vendor-card${isSelected ? ' vendor-card--selected' : ''}${isMaintenance ? ' vendor-card--off' : ''}`;

  if (vendor.vassalage === REGIONAL_LOTTERY_VENDOR && !isLogin) {
    return (
      <button type="button" className={className} onClick={() => openModal('login')}>
        {body}
      </button>
    );
  }
  const to =
    vendor.vassalage === REGIONAL_LOTTERY_VENDOR
      ? '/sealottery'
      : `${categoryPath(category)}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
  return (
    <Link to={to} className={className} aria-current={isSelected ? 'true' : undefined}>
      {body}
    </Link>
  );
}
