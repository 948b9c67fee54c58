import { NavLink } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import './contracts.css';

const TABS: readonly { to: string; key: 'terms' | 'list' | 'settlements'; icon: IconName; end?: boolean }[] =
  [
    { to: '/ops/contracts', key: 'terms', icon: 'gauge', end: true },
    { to: '/ops/contracts/list', key: 'list', icon: 'list' },
    { to: '/ops/contracts/settlements', key: 'settlements', icon: 'coins' },
  ];

/** The three parts of the contracts section: brand terms and settings, every contract, settlements. */
export function ContractsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="ops-contract-tabs" aria-label={t('opsContracts.tabsLabel')}>
      {TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.to} end={tab.end} className="ops-contract-tabs__link">
          <Icon name={tab.icon} size={16} />
          <span>{t(`opsContracts.tabs.${tab.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
