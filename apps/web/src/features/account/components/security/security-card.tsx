import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

/** One card of the security centre: icon, title, an on/off status, a line and its actions or form. */
export function SecurityCard({
  icon,
  title,
  status,
  isOn,
  description,
  children,
}: {
  icon: IconName;
  title: string;
  status: string;
  isOn: boolean;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="security-card">
      <header className="security-card__head">
        <span className="security-card__icon">
          <Icon name={icon} size={20} />
        </span>
        <h2 className="security-card__title">{title}</h2>
        <span className={`security-card__status${isOn ? ' security-card__status--on' : ''}`}>{status}</span>
      </header>
      {description ? <div className="security-card__text">{description}</div> : null}
      {children ? <div className="security-card__body">{children}</div> : null}
    </section>
  );
}
