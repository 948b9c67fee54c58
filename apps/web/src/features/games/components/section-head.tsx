import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import './lobby.css';

/** The head of a lobby section: a coloured category icon, the title, a line of facts and an action. */
export function SectionHead({
  id,
  icon,
  iconTone,
  title,
  meta,
  action,
  headingLevel = 2,
}: {
  id: string;
  icon: IconName;
  iconTone: string;
  title: string;
  meta?: string;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="section-head">
      <span className={`section-head__icon section-head__icon--${iconTone}`}>
        <Icon name={icon} size={20} />
      </span>
      <div className="section-head__titles">
        <Heading id={id} className="section-head__title">
          {title}
        </Heading>
        {meta ? <span className="section-head__meta">{meta}</span> : null}
      </div>
      {action ? <div className="section-head__action">{action}</div> : null}
    </header>
  );
}
