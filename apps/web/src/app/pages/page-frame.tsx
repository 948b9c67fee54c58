import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import './pages.css';

/** A page of the shell: a heading band with an icon and subtitle, then the page's content. */
export function PageFrame({
  icon,
  title,
  subtitle,
  aside,
  children,
}: {
  icon: IconName;
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page">
      <header className="page-head">
        <span className="page-head__icon">
          <Icon name={icon} size={26} />
        </span>
        <div className="page-head__text">
          <h1 className="page-head__title">{title}</h1>
          {subtitle ? <p className="page-head__subtitle">{subtitle}</p> : null}
        </div>
        {aside ? <div className="page-head__aside">{aside}</div> : null}
      </header>
      {children}
    </div>
  );
}

/**
 * The honest state of an area whose content arrives in a later release: what it will hold, and a way back
 * into the lobby. Never placeholder data.
 */
export function ComingSoon({ area, details }: { area: string; details?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatePanel icon="sparkles" tone="soon" title={t('soon.title')} description={t(`soon.areas.${area}`)}>
      {details}
      <Link to="/" className={buttonClass('gold')}>
        {t('soon.backToLobby')}
      </Link>
    </StatePanel>
  );
}
