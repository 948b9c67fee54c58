import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/**
 * Labelled values (a receipt, a summary, a member's details) as a description list; a fact that does not apply
 * is given as null. The look comes from `className` (`facts` by default, panel.css).
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
