import type { HelpCategory } from '@playhall/contracts/help-rules';

/** One language's article: a title and its HTML, a block (paragraph, heading, list) per entry. */
export type HelpSeedText = { title: string; body: readonly string[] };

/** A demo help article, in the demo brand's three complete languages. */
export type HelpSeed = {
  category: HelpCategory;
  sortOrder: number;
  texts: { en: HelpSeedText; vi: HelpSeedText; 'zh-CN': HelpSeedText };
};
