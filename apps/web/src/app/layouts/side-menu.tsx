import { FeatureModule } from '@playhall/contracts/features';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { useOpenCustomerService } from '@/features/support/open-customer-service';
import { useFeatureFlags } from '@/lib/api/get-bootstrap';
import { categoryPath, gameMenusQueryOptions, orderMenus } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';
import { BrandClock } from './brand-clock';

type LinkItem = { kind: 'link'; to: string; label: string; icon: IconName; end?: boolean };
type ActionItem = { kind: 'action'; label: string; icon: IconName; onSelect: () => void };
type MenuItem = LinkItem | ActionItem;

/** Below this width the side menu is a drawer (layout.css). */
const DRAWER_QUERY = '(max-width: 900px)';

function subscribeToDrawerLayout(onChange: () => void) {
  const query = window.matchMedia(DRAWER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * On a phone the menu is a closed drawer: its two hundred elements are built the first time it opens, not while
 * the page loads.
 */
function useMenuContentNeeded(drawerOpen: boolean): boolean {
  const isDrawer = useSyncExternalStore(
    subscribeToDrawerLayout,
    () => window.matchMedia(DRAWER_QUERY).matches,
    () => false,
  );
  const [hasOpened, setOpened] = useState(drawerOpen);
  if (drawerOpen && !hasOpened) setOpened(true);
  return !isDrawer || hasOpened;
}

/** Member-centre overlay pages by the names of member-centres spec §2. */
const member = (page: string) => `/member?page=${page}`;

function MenuEntry({ item }: { item: MenuItem }) {
  const location = useLocation();
  const content = (
    <>
      <Icon name={item.icon} size={20} />
      <span className="side-menu__label">{item.label}</span>
    </>
  );
  if (item.kind === 'action') {
    return (
      <button type="button" className="side-menu__item" title={item.label} onClick={item.onSelect}>
        {content}
      </button>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.end}
      title={item.label}
      className={({ isActive }) => {
        // Member-centre entries share one path: the page query tells them apart.
        const query = item.to.split('?')[1];
        const isCurrent = isActive && (query === undefined || location.search === `?${query}`);
        return `side-menu__item${isCurrent ? ' active' : ''}`;
      }}
    >
      {content}
    </NavLink>
  );
}

/**
 * The side menu (portal-shell spec §2): game lists and categories, then account, rewards and tools. On a
 * desktop it collapses to icons; on a phone it is a drawer.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const language = useUiStore((state) => state.language);
  const sideMenuOpen = useUiStore((state) => state.sideMenuOpen);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const openModal = useUiStore((state) => state.openModal);
  const openCustomerService = useOpenCustomerService();
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const location = useLocation();
  const isContentNeeded = useMenuContentNeeded(drawerOpen);

  // The drawer closes once a choice was made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key, setDrawerOpen]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawerOpen]);

  const games: MenuItem[] = [
    { kind: 'link', to: '/', label: t('sideMenu.hot'), icon: 'hot', end: true },
    { kind: 'link', to: '/favorite', label: t('sideMenu.favorite'), icon: 'heart' },
    { kind: 'link', to: '/recent', label: t('sideMenu.recent'), icon: 'clock' },
    { kind: 'link', to: '/search', label: t('sideMenu.search'), icon: 'search' },
    ...orderMenus(menus ?? []).map(
      (menu): MenuItem => ({
        kind: 'link',
        to: categoryPath(menu.gameCategory),
        label: t(`categories.${menu.gameCategory}`),
        icon: menu.gameCategory,
      }),
    ),
  ];
  const account: MenuItem[] = [
    { kind: 'link', to: member('personalHistoryCopy'), label: t('sideMenu.bettingRecord'), icon: 'receipt' },
    { kind: 'link', to: '/promotions', label: t('sideMenu.promotions'), icon: 'gift' },
    ...(flags[FeatureModule.MANUAL_REBATE]
      ? [
          {
            kind: 'link',
            to: member('manualRebate'),
            label: t('sideMenu.manualRebate'),
            icon: 'coins',
          } satisfies MenuItem,
        ]
      : []),
    { kind: 'link', to: member('rewardCenter'), label: t('sideMenu.rewards'), icon: 'star' },
    ...(flags[FeatureModule.VIP]
      ? [
          {
            kind: 'link',
            to: member('playerRank'),
            label: t('sideMenu.vipRanking'),
            icon: 'crown',
          } satisfies MenuItem,
        ]
      : []),
    ...(flags[FeatureModule.REFERRAL]
      ? [
          {
            kind: 'link',
            to: member('referral'),
            label: t('sideMenu.inviteFriends'),
            icon: 'users',
          } satisfies MenuItem,
        ]
      : []),
  ];
  const tools: MenuItem[] = [
    { kind: 'action', label: t('sideMenu.speedTest'), icon: 'gauge', onSelect: () => openModal('speedTest') },
    { kind: 'link', to: '/down', label: t('sideMenu.appDownload'), icon: 'download' },
    {
      kind: 'action',
      label: t('sideMenu.customerService'),
      icon: 'headset',
      onSelect: () => openCustomerService(),
    },
    { kind: 'link', to: '/help', label: t('sideMenu.helpCentre'), icon: 'help' },
  ];
  const groups = [
    { key: 'games', title: t('sideMenu.games'), items: games },
    { key: 'account', title: t('sideMenu.account'), items: account },
    { key: 'tools', title: t('sideMenu.tools'), items: tools },
  ];

  return (
    <>
      <div
        className={`drawer-scrim${drawerOpen ? ' drawer-scrim--open' : ''}`}
        aria-hidden="true"
        onClick={() => setDrawerOpen(false)}
      />
      <div
        className={`side-menu${sideMenuOpen ? '' : ' side-menu--collapsed'}${drawerOpen ? ' side-menu--drawer-open' : ''}`}
      >
        {isContentNeeded ? (
          <>
            <div className="side-menu__drawer-head">
              <BrandClock />
              <Button
                iconOnly
                icon="close"
                aria-label={t('sideMenu.close')}
                onClick={() => setDrawerOpen(false)}
              />
            </div>
            <div className="side-menu__drawer-prefs">
              <LanguageSelector />
              <ThemeToggle />
            </div>
            <nav className="side-menu__nav" aria-label={t('sideMenu.label')}>
              {groups.map((group) => (
                <div key={group.key} className="side-menu__group">
                  <p className="side-menu__heading">{group.title}</p>
                  <ul className="side-menu__list">
                    {group.items.map((item) => (
                      <li key={item.label}>
                        <MenuEntry item={item} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          </>
        ) : null}
      </div>
    </>
  );
}
