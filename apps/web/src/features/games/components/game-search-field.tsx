import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';

const DEBOUNCE_MS = 350;

/**
 * The game name search (portal-shell spec §5: the name is trimmed). It reports the trimmed name a moment after
 * the visitor stops typing, or at once on Enter.
 */
export function GameSearchField({
  value,
  onSearch,
  autoFocus = false,
}: {
  value: string;
  onSearch: (name: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const report = useRef(onSearch);
  report.current = onSearch;

  // The address changed underneath (back button, a vendor chosen): show what it says.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === reported.current) return;
    const timer = window.setTimeout(() => {
      reported.current = trimmed;
      report.current(trimmed);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <search className="game-search">
      <form
        className="game-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          reported.current = text.trim();
          report.current(text.trim());
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('games.searchLabel')}
        </label>
        <Icon name="search" size={18} className="game-search__icon" />
        <input
          id={id}
          className="game-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={60}
          placeholder={t('games.searchPlaceholder')}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the search screen exists to be typed into
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <button
            type="button"
            className="game-search__clear"
            aria-label={t('games.searchClear')}
            onClick={() => setText('')}
          >
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </form>
    </search>
  );
}
