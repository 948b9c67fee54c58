import { type KeyboardEvent, type ReactNode, useId } from 'react';

type Tab<Id extends string> = { id: Id; label: ReactNode };

type TabsProps<Id extends string> = {
  label: string;
  tabs: Tab<Id>[];
  active: Id;
  onChange(id: Id): void;
  className?: string;
  children: ReactNode;
};

/** WAI-ARIA tabs: arrow keys move between tabs, only the active one is in the tab order. */
export function Tabs<Id extends string>({
  label,
  tabs,
  active,
  onChange,
  className = '',
  children,
}: TabsProps<Id>) {
  const base = useId();
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`${base}-${next.id}`)?.focus();
    }
  };
  return (
    <div className={`tabs ${className}`}>
      <div className="tab-list" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-${tab.id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab.id === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tab-panel" role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${active}`}>
        {children}
      </div>
    </div>
  );
}
