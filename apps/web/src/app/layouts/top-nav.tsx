import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryPath, gameMenusQueryOptions, orderMenus } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';

type NavItem = { to: string; label: string; icon: IconName; end?: boolean };

/**
 * Scrolls the navigation's list sideways so that the active tab is in view, centred where it can be: on a phone
 * most categories sit past the edge (issue 15). The page itself does not move.
 */
function useActiveTabInView(list: RefObject<HTMLUListElement | null>, isReady: boolean): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address or the categories change
  useEffect(() => {
    // Home is the first tab: nothing to bring into view, and no layout to force on the first screen.
    if (pathname === '/') return;
    const element = list.current;
    const active = element?.querySelector<HTMLElement>('.top-nav__link.active');
    if (!element || !active || element.scrollWidth <= element.clientWidth) return;
    const listBox = element.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    const offset = tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
    element.scrollTo({ left: element.scrollLeft + offset, behavior: 'smooth' });
  }, [pathname, isReady]);
}

/**
 * The top navigation (portal-shell spec §2): home, the categories that have vendors in the fixed order,
 * cockfight when the menus contain it, favourites and promotions.
 */
export function TopNav() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data: menus, isPending } = useQuery(gameMenusQueryOptions(language));
  const list = useRef<HTMLUListElement>(null);
  useActiveTabInView(list, !isPending);

  const categories: NavItem[] = orderMenus(menus ?? []).map((menu) => ({
    to: categoryPath(menu.gameCategory),
    label: t(`categories.${menu.gameCategory}`),
    icon: menu.gameCategory,
  }));
  const trailing: NavItem[] = [
    { to: '/favorite', label: t('nav.favorite'), icon: 'heart' },
    { to: '/promotions', label: t('nav.promotions'), icon: 'gift' },
  ];

  return (
    <nav className="top-nav" aria-label={t('nav.label')}>
      <ul className="top-nav__list" ref={list}>
        <NavItemLink item={{ to: '/', label: t('nav.home'), icon: 'home', end: true }} />
        {isPending
          ? [1, 2, 3, 4, 5].map((key) => (
              <li key={key} aria-hidden="true">
                <Skeleton className="top-nav__skeleton" width="5.5rem" radius="var(--radius-pill)" />
              </li>
            ))
          : categories.map((item) => <NavItemLink key={item.to} item={item} />)}
        {trailing.map((item) => (
          <NavItemLink key={item.to} item={item} />
        ))}
      </ul>
    </nav>
  );
}

function NavItemLink({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} end={item.end} className="top-nav__link">
        <Icon name={item.icon} size={18} />
        <span>{item.label}</span>
      </NavLink>
    </li>
  );
}
