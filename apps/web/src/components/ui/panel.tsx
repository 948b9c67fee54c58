import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from './icon';
import './panel.css';

/** A titled card of a page section: an icon, a heading, optional actions at the end, then its content. */
export function Panel({
  title,
  icon,
  actions,
  description,
  children,
  className = '',
  headingLevel = 2,
}: {
  title: string;
  icon?: IconName;
  actions?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`panel ${className}`.trim()} aria-labelledby={id}>
      <header className="panel__head">
        {icon ? (
          <span className="panel__icon">
            <Icon name={icon} size={18} />
          </span>
        ) : null}
        <div className="panel__titles">
          <Heading id={id} className="panel__title">
            {title}
          </Heading>
          {description ? <p className="panel__description">{description}</p> : null}
        </div>
        {actions ? <div className="panel__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export type Fact = { label: string; value: ReactNode };

/**
 * Labelled values (a receipt, a summary, a member's details) as a description list; a fact that does not apply
 * is given as null. The look comes from `className` (`facts` by default, in this panel's stylesheet).
 */
export function Facts({
  items,
  className = 'facts',
}: {
  items: readonly (Fact | null)[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) =>
        item ? (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/**
 * Announcement HTML inside a panel, as the server stored it: cleaned on the server with an allow-list before it was
 * stored and again before it is served (RELIABILITY.md X1), so it is drawn as it is. Only ever give it server
 * content. (It lives beside Panel so that the pages using it share the panel's chunk, not one more.)
 */
export function RichText({ html, id, className = '' }: { html: string; id?: string; className?: string }) {
  return (
    <div
      id={id}
      className={`rich-text ${className}`.trim()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised announcement HTML (decision 0030)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
