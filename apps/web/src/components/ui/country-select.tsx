import type { Country } from '@playhall/contracts/system';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Icon } from './icon';
import './country-select.css';

/** How long the list stays open after focus left it (portal-shell spec §4 "Country dropdown"). */
const CLOSE_DELAY_MS = 200;

/**
 * The dialing code to start at: the given one if the list has it, else the visitor's country, else the brand's
 * default, else the first entry.
 */
export function pickStartingCode(
  countries: readonly Country[],
  given: string | undefined,
  visitorCountryCode: string | null | undefined,
  fallbackCode: string | undefined,
): string {
  if (given && countries.some((country) => country.countryDialingCode === given)) return given;
  const visitor = countries.find((country) => country.countryCode === visitorCountryCode);
  if (visitor) return visitor.countryDialingCode;
  if (fallbackCode && countries.some((country) => country.countryDialingCode === fallbackCode))
    return fallbackCode;
  return countries[0]?.countryDialingCode ?? fallbackCode ?? '';
}

function matches(country: Country, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^\+/, '');
  if (!text) return true;
  return (
    country.name.toLowerCase().includes(text) ||
    country.countryCode.toLowerCase() === text ||
    country.countryDialingCode.slice(1).startsWith(text)
  );
}

/**
 * The country dialing-code dropdown beside phone fields: flag images, searchable by name or code, keyboard
 * accessible (a button opening a combobox with a listbox), and closed 200 ms after it loses focus.
 */
export function CountrySelect({
  countries,
  value,
  onChange,
  flagSrc,
  label,
  searchLabel,
  emptyLabel,
}: {
  countries: readonly Country[];
  value: string;
  onChange(code: string): void;
  flagSrc(country: Country): string;
  label: string;
  searchLabel: string;
  emptyLabel: string;
}) {
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const selected = countries.find((country) => country.countryDialingCode === value);
  const visible = useMemo(() => countries.filter((country) => matches(country, query)), [countries, query]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (isOpen) searchRef.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, isOpen, listId]);

  const open = () => {
    const index = countries.findIndex((country) => country.countryDialingCode === value);
    setQuery('');
    setActive(Math.max(0, index));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (country: Country | undefined) => {
    if (!country) return;
    onChange(country.countryDialingCode);
    close(true);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(visible.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(visible[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <fieldset
      ref={rootRef}
      aria-label={label}
      className="country-select"
      onFocus={() => window.clearTimeout(closeTimer.current)}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget)) return;
        closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="country-select__button"
        aria-label={`${label}: ${selected ? `${selected.name} ${selected.countryDialingCode}` : value}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close(false) : open())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            open();
          }
        }}
      >
        {selected ? <img className="country-select__flag" src={flagSrc(selected)} alt="" /> : null}
        <span className="country-select__code">{value}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {isOpen ? (
        <div className="country-select__popover">
          <div className="country-select__search">
            <Icon name="search" size={16} />
            <input
              ref={searchRef}
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={visible[active] ? `${listId}-${active}` : undefined}
              aria-autocomplete="list"
              placeholder={searchLabel}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKey}
            />
          </div>
          <div id={listId} role="listbox" aria-label={label} className="country-select__list">
            {visible.length === 0 ? <p className="country-select__empty">{emptyLabel}</p> : null}
            {visible.map((country, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search combobox drives the list by keyboard
              <div
                key={country.countryCode}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={country.countryDialingCode === value}
                className={`country-select__option${index === active ? ' country-select__option--active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
              >
                <img className="country-select__flag" src={flagSrc(country)} alt="" loading="lazy" />
                <span className="country-select__name">{country.name}</span>
                <span className="country-select__dial">{country.countryDialingCode}</span>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
