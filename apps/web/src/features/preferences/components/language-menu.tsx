import type { LanguageCode } from '@playhall/contracts/languages';
import { OFFERED_LANGUAGES } from '@playhall/contracts/offered-languages';
import { type RefObject, useEffect } from 'react';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { useChangeLanguage } from '../use-change-language';

/**
 * The open language menu: every offered language (one with complete catalogues), each under its own native name. Closes on a choice, on
 * Escape and on a pointer outside the selector.
 */
export function LanguageMenu({
  id,
  rootRef,
  onClose,
}: {
  id: string;
  rootRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const changeLanguage = useChangeLanguage();

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [rootRef, onClose]);

  const choose = (code: LanguageCode) => {
    onClose();
    void changeLanguage(code);
  };

  return (
    <div id={id} className="lang-select__menu" role="menu" aria-label={t('header.language')}>
      {OFFERED_LANGUAGES.map((entry) => (
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
  );
}
