import type { GameMenu } from '@playhall/contracts/system';
import { useTranslation } from '@/lib/use-translation';
import type { LaneVendor } from '../api/get-vendor-lanes';
import type { LobbyClassify } from '../lobby-params';

/** The vendor menu of a category lobby: every vendor, and "all" first. */
export function VendorMenu({
  menu,
  counts,
  selected,
  onSelect,
}: {
  menu: GameMenu;
  counts: readonly LaneVendor[] | undefined;
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
}) {
  const { t } = useTranslation();
  const countOf = (vassalage: string) => counts?.find((vendor) => vendor.vassalage === vassalage)?.games;
  return (
    <div className="chip-scroller">
      <fieldset className="lobby-chips" aria-label={t('games.vendorMenu')}>
        <button
          type="button"
          className="lobby-chip"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
        >
          {t('games.allVendors')}
        </button>
        {menu.vendors.map((vendor) => {
          const count = countOf(vendor.vassalage);
          return (
            <button
              key={vendor.vassalage}
              type="button"
              className="lobby-chip"
              aria-pressed={selected === vendor.vassalage}
              onClick={() => onSelect(vendor.vassalage)}
            >
              {vendor.displayName}
              {count === undefined ? null : <span className="lobby-chip__count">{count}</span>}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

/** The classification menu: ALL, HOT, RECENT, FAV, and NEW with the sub-types in the slots lobby. */
export function ClassifyMenu({
  options,
  selected,
  onSelect,
}: {
  options: readonly LobbyClassify[];
  selected: LobbyClassify;
  onSelect: (classify: LobbyClassify) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chip-scroller">
      <fieldset className="lobby-tabs" aria-label={t('games.classifyMenu')}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="lobby-tab"
            aria-pressed={selected === option}
            onClick={() => onSelect(option)}
          >
            {t(`games.classify.${option}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
