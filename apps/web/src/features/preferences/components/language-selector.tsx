import { OFFERED_LANGUAGES } from '@playhall/contracts/offered-languages';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { lazyImport } from '@/lib/lazy-import';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import './language-selector.css';

// The list of languages is built when the menu first opens, not with every page.
const LanguageMenu = lazy(() =>
  lazyImport(() => import('./language-menu')).then((m) => ({ default: m.LanguageMenu })),
);

/** The header's language menu: the button shows the current language and opens the list. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const current = OFFERED_LANGUAGES.find((entry) => entry.code === language) ?? OFFERED_LANGUAGES[0];

  return (
    <div className="lang-select" ref={rootRef}>
      <button
        type="button"
        className={`lang-select__trigger${compact ? ' lang-select__trigger--compact' : ''}`}
        // The name starts with the language the button shows, as a voice command would say it (WCAG 2.5.3).
        aria-label={compact ? t('header.language') : t('header.languageCurrent', { current: current.name })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        <Icon name="globe" size={18} />
        {compact ? null : <span className="lang-select__current">{current.name}</span>}
        {compact ? null : <Icon name="chevronDown" size={14} />}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} rootRef={rootRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
