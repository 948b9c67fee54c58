import { LANGUAGES, type LanguageCode } from '@playhall/contracts/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useUiStore } from '@/lib/ui-store';
import { useChangeLanguage } from '../use-change-language';
import './language-selector.css';

/** The header's language menu: every language of the contract, each under its own native name. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const changeLanguage = useChangeLanguage();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  const choose = (code: LanguageCode) => {
    setOpen(false);
    void changeLanguage(code);
  };

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
        <div id={menuId} className="lang-select__menu" role="menu" aria-label={t('header.language')}>
          {LANGUAGES.map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="menuitemradio"
              aria-checked={entry.code === language}
              lang={entry.code}
              className="lang-select__option"
              onClick={() => choose(entry.code)}
            >
              <span>{entry.name}</span>
              <span className="lang-select__code">{entry.code}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
