import { VENDOR_ICON_SHORTLIST } from '@playhall/contracts/games';
import type { GameMenu, VendorCard } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gameMenusQueryOptions } from '@/lib/api/get-game-menus';
import { cdnImage } from '@/lib/image-cdn';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import './games.css';

function uniqueVendors(menus: readonly GameMenu[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const menu of menus)
    for (const vendor of menu.vendors) if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  const shortlist: readonly string[] = VENDOR_ICON_SHORTLIST;
  const rank = (vendor: VendorCard) => {
    const index = shortlist.indexOf(vendor.vassalage);
    return index === -1 ? shortlist.length : index;
  };
  return [...seen.values()].sort((a, b) => rank(a) - rank(b));
}

/** The footer's strip of vendor logos, from the game menus (shortlisted studios first). */
export function VendorLogoStrip() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { imageCDNs } = useBootstrap();
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  if (!menus || menus.length === 0) return null;
  return (
    <section className="vendor-strip" aria-label={t('footer.vendors')}>
      <ul className="vendor-strip__list">
        {uniqueVendors(menus).map((vendor) => (
          <li key={vendor.vassalage} className="vendor-strip__item">
            <img
              src={cdnImage(imageCDNs, vendor.logo)}
              alt={vendor.displayName}
              title={vendor.displayName}
              width={120}
              height={48}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
