import { ANNOUNCEMENT_LIMITS } from '@playhall/contracts/announcement-rules';
import { LANGUAGES } from '@playhall/contracts/languages';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';
import type { DraftText, TextLimits } from '../announcement-draft';
import { RichTextEditor } from './rich-text-editor';

const nameOf = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code;

/**
 * Title and HTML content per language: a tab per language (the brand's three, then any added), the brand's default
 * language marked, each tab's title and editor. `problems` holds the server's field names and codes.
 */
export function AnnouncementTexts({
  languages,
  texts,
  defaultLanguage,
  problems,
  onChange,
  onAddLanguage,
  limits = ANNOUNCEMENT_LIMITS,
}: {
  languages: readonly string[];
  texts: Record<string, DraftText>;
  defaultLanguage: string;
  problems: Record<string, string>;
  onChange(language: string, text: DraftText): void;
  onAddLanguage(language: string): void;
  /** The lengths the server accepts (an announcement's unless said). */
  limits?: TextLimits;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState(defaultLanguage);
  const shown = languages.includes(current) ? current : (languages[0] ?? defaultLanguage);
  const text = texts[shown] ?? { title: '', content: '' };
  const others = LANGUAGES.filter((language) => !languages.includes(language.code));
  const problem = (field: 'title' | 'content') => {
    const code = problems[`texts.${shown}.${field}`];
    if (!code) return undefined;
    if (code === 'TOO_LONG') {
      const max = field === 'title' ? limits.titleMaxLength : limits.contentMaxLength;
      return t('ops.announcements.problems.TOO_LONG', { max });
    }
    return t(
      shown === defaultLanguage
        ? 'ops.announcements.problems.DEFAULT_TITLE'
        : 'ops.announcements.problems.REQUIRED',
    );
  };
  const hasProblem = (language: string) =>
    Object.keys(problems).some((field) => field.startsWith(`texts.${language}.`));

  return (
    <fieldset className="announcement-texts">
      <legend className="field__label">{t('ops.announcements.texts')}</legend>
      <div className="announcement-texts__bar">
        <div
          className="announcement-texts__tabs"
          role="tablist"
          aria-label={t('ops.announcements.languages')}
        >
          {languages.map((language) => (
            <button
              key={language}
              type="button"
              role="tab"
              id={`${id}-${language}`}
              aria-selected={language === shown}
              aria-controls={`${id}-panel`}
              className={`announcement-texts__tab${hasProblem(language) ? ' announcement-texts__tab--problem' : ''}`}
              onClick={() => setCurrent(language)}
            >
              {nameOf(language)}
              {language === defaultLanguage ? (
                <span className="announcement-texts__default">{t('ops.announcements.defaultLanguage')}</span>
              ) : null}
              {texts[language]?.title.trim() ? (
                <span className="announcement-texts__dot" aria-hidden="true" />
              ) : null}
            </button>
          ))}
        </div>
        {others.length > 0 ? (
          <SelectField
            className="announcement-texts__add"
            label={t('ops.announcements.addLanguage')}
            value=""
            options={[
              { value: '', label: t('ops.announcements.addLanguagePick') },
              ...others.map((language) => ({ value: language.code, label: language.name })),
            ]}
            onChange={(language) => {
              if (!language) return;
              onAddLanguage(language);
              setCurrent(language);
            }}
          />
        ) : null}
      </div>
      <div
        className="announcement-texts__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${shown}`}
      >
        <TextField
          label={t('ops.announcements.title', { language: nameOf(shown) })}
          value={text.title}
          maxLength={limits.titleMaxLength}
          error={problem('title')}
          onChange={(title) => onChange(shown, { ...text, title })}
        />
        <RichTextEditor
          key={shown}
          label={t('ops.announcements.content', { language: nameOf(shown) })}
          value={text.content}
          error={problem('content')}
          onChange={(content) => onChange(shown, { ...text, content })}
        />
      </div>
    </fieldset>
  );
}
