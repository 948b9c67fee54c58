import {
  AGENT_NOTICE_EXECUTIONS,
  AGENT_NOTICE_TYPE,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementType,
  EDITOR_LANGUAGES,
  NOTICE_EXECUTIONS,
  type NoticeExecution,
} from '@playhall/contracts/announcement-rules';
import type { AnnouncementInput, OpsAnnouncement } from '@playhall/contracts/announcements';
import { brandInstant, brandWallInput } from '@/lib/brand-time';

/** One language's text as the editor holds it. */
export type DraftText = { title: string; content: string };

/** An announcement being written: the form's state, strings as the inputs hold them. */
export type AnnouncementDraft = {
  type: AnnouncementType;
  execution: NoticeExecution;
  /** The languages the editor shows, in order (the brand's three first, then any added). */
  languages: string[];
  texts: Record<string, DraftText>;
  /** A `datetime-local` value in the operator's time zone; empty: publish now (or keep, when editing). */
  publishedAt: string;
  sortOrder: string;
  enabled: boolean;
};

/** What may be chosen for a type: an agents-only item is for logged-in agents (A, F). */
export function executionsFor(type: AnnouncementType): readonly NoticeExecution[] {
  return type === AGENT_NOTICE_TYPE ? AGENT_NOTICE_EXECUTIONS : NOTICE_EXECUTIONS;
}

/** The draft after a change of type: the execution moves to one the type allows. */
export function withType(draft: AnnouncementDraft, type: AnnouncementType): AnnouncementDraft {
  const allowed = executionsFor(type);
  const execution = allowed.includes(draft.execution) ? draft.execution : (allowed[0] ?? 'A');
  return { ...draft, type, execution };
}

/** "2025-01-31T20:15" on the brand's clock (decision 0036), as a `datetime-local` input holds it. */
export function brandInputValue(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : brandWallInput(date, timeZone);
}

export function emptyDraft(): AnnouncementDraft {
  return {
    type: AGENT_NOTICE_TYPE,
    execution: 'A',
    languages: [...EDITOR_LANGUAGES],
    texts: {},
    publishedAt: '',
    sortOrder: '0',
    enabled: true,
  };
}

export function draftOf(item: OpsAnnouncement, timeZone: string): AnnouncementDraft {
  const extra = Object.keys(item.texts).filter(
    (language) => !(EDITOR_LANGUAGES as readonly string[]).includes(language),
  );
  return {
    type: item.type,
    execution: item.execution,
    languages: [...EDITOR_LANGUAGES, ...extra],
    texts: { ...item.texts },
    publishedAt: brandInputValue(item.publishedAt, timeZone),
    sortOrder: String(item.sortOrder),
    enabled: item.enabled,
  };
}

/** The call's body; languages left blank are left out (the server drops them too). */
export function toInput(draft: AnnouncementDraft, timeZone: string): AnnouncementInput {
  const texts = inputTexts(draft.texts);
  const published = draft.publishedAt === '' ? null : brandInstant(draft.publishedAt, timeZone);
  return {
    type: draft.type,
    execution: draft.execution,
    texts,
    publishedAt: published && !Number.isNaN(published.getTime()) ? published.toISOString() : null,
    sortOrder: Number.parseInt(draft.sortOrder, 10) || 0,
    enabled: draft.enabled,
  };
}

/** Each language's text as a call sends it: titles trimmed, languages left blank left out (the server drops them too). */
export function inputTexts(texts: Record<string, DraftText>): Record<string, DraftText> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, { title: text.title.trim(), content: text.content }] as const)
      .filter(([, text]) => text.title !== '' || text.content.trim() !== ''),
  );
}

/** The lengths a text may have: an announcement's, or another editor's of the same shape. */
export type TextLimits = { titleMaxLength: number; contentMaxLength: number };

/** The problems the server would refuse in texts by language, by its field names (`texts.en.title`), with its codes. */
export function textProblems(
  texts: Record<string, DraftText>,
  defaultLanguage: string,
  limits: TextLimits = ANNOUNCEMENT_LIMITS,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [language, text] of Object.entries(texts)) {
    if (text.title.trim() === '' && text.content.trim() !== '')
      problems[`texts.${language}.title`] = 'REQUIRED';
    if (text.title.trim().length > limits.titleMaxLength) problems[`texts.${language}.title`] = 'TOO_LONG';
    if (text.content.length > limits.contentMaxLength) problems[`texts.${language}.content`] = 'TOO_LONG';
  }
  if ((texts[defaultLanguage]?.title.trim() ?? '') === '')
    problems[`texts.${defaultLanguage}.title`] = 'REQUIRED';
  return problems;
}

/** The problems the server would refuse, by its field names (`texts.en.title`), with its codes. */
export function draftProblems(draft: AnnouncementDraft, defaultLanguage: string): Record<string, string> {
  return textProblems(draft.texts, defaultLanguage);
}
