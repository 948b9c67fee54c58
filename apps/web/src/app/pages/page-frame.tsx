import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
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
