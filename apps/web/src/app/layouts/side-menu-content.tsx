import { FeatureModule } from '@playhall/contracts/features';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { useOpenCustomerService } from '@/features/support/open-customer-service';
import { useFeatureFlags } from '@/lib/api/get-bootstrap';
import { categoryPath, gameMenusQueryOptions, orderMenus } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { BrandClock } from './brand-clock';

type LinkItem = { kind: 'link'; to: string; label: string; icon: IconName; end?: boolean };
type ActionItem = { kind: 'action'; label: string; icon: IconName; onSelect: () => void };
type MenuItem = LinkItem | ActionItem;

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

/** The side menu's content (portal-shell spec §2): game lists and categories, then account, rewards and tools. */
export function SideMenuContent() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const language = useUiStore((state) => state.language);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const openModal = useUiStore((state) => state.openModal);
  const openCustomerService = useOpenCustomerService();
  const { data: menus } = useQuery(gameMenusQueryOptions(language));

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
    { kind: 'link', to: '/pointMall', label: t('sideMenu.pointMall'), icon: 'bag' },
    { kind: 'link', to: '/winners', label: t('sideMenu.winners'), icon: 'trophy' },
    {
      kind: 'link',
      to: member('missionLeaderboard'),
      label: t('memberPages.missionLeaderboard'),
      icon: 'target',
    },
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
      <div className="side-menu__drawer-head">
        <BrandClock />
        <Button iconOnly icon="close" aria-label={t('sideMenu.close')} onClick={() => setDrawerOpen(false)} />
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
  );
}
