import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './state-panel.css';

type Tone = 'info' | 'soon' | 'error' | 'warning';

/** A centred panel for an empty, not-yet-available or failed state: an icon, a title, a line and actions. */
export function StatePanel({
  icon,
  tone = 'info',
  title,
  description,
  children,
  compact = false,
  headingLevel = 2,
}: {
  icon: IconName;
  tone?: Tone;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  compact?: boolean;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`state-panel state-panel--${tone}${compact ? ' state-panel--compact' : ''}`}>
      <span className="state-panel__badge">
        <Icon name={icon} size={compact ? 22 : 30} />
      </span>
      <Heading className="state-panel__title">{title}</Heading>
      {description ? <p className="state-panel__text">{description}</p> : null}
      {children ? <div className="state-panel__actions">{children}</div> : null}
    </section>
  );
}
