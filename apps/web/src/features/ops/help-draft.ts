import { EDITOR_LANGUAGES } from '@playhall/contracts/announcement-rules';
import type { HelpArticleInput, OpsHelpArticle } from '@playhall/contracts/help';
import { HELP_LIMITS, type HelpCategory, type HelpDevice } from '@playhall/contracts/help-rules';
import { type DraftText, inputTexts, textProblems } from './announcement-draft';

/** A help article being written: the form's state, strings as the inputs hold them. */
export type HelpDraft = {
  category: HelpCategory;
  device: HelpDevice;
  /** The languages the editor shows, in order (the brand's three first, then any added). */
  languages: string[];
  texts: Record<string, DraftText>;
  sortOrder: string;
  enabled: boolean;
};

export function emptyHelpDraft(category: HelpCategory): HelpDraft {
  return {
    category,
    device: 'ALL',
    languages: [...EDITOR_LANGUAGES],
    texts: {},
    sortOrder: '0',
    enabled: true,
  };
}

export function helpDraftOf(item: OpsHelpArticle): HelpDraft {
  const extra = Object.keys(item.texts).filter(
    (language) => !(EDITOR_LANGUAGES as readonly string[]).includes(language),
  );
  return {
    category: item.category,
    device: item.device,
    languages: [...EDITOR_LANGUAGES, ...extra],
    texts: { ...item.texts },
    sortOrder: String(item.sortOrder),
    enabled: item.enabled,
  };
}

/** The call's body; languages left blank are left out. */
export function toHelpInput(draft: HelpDraft): HelpArticleInput {
  return {
    category: draft.category,
    device: draft.device,
    texts: inputTexts(draft.texts),
    sortOrder: Number.parseInt(draft.sortOrder, 10) || 0,
    enabled: draft.enabled,
  };
}

/** What the server would refuse, by its field names, with its codes. */
export function helpDraftProblems(draft: HelpDraft, defaultLanguage: string): Record<string, string> {
  return textProblems(draft.texts, defaultLanguage, HELP_LIMITS);
}
