import type { Database } from '../db/database';
import { sanitizeContentHtml } from '../modules/content/sanitize';
import { GUIDE_ARTICLES } from './help-guide';
import { MONEY_ARTICLES } from './help-money';
import { PRIVACY_POLICY } from './help-privacy';
import type { HelpSeed } from './help-seed-types';
import { TERMS_OF_USE } from './help-terms';

const HELP_SEED_LOCK = 7_401_035;

/** The demo help centre: a beginner guide, articles for every category, the terms of use and the privacy policy. */
export const DEMO_HELP_ARTICLES: readonly HelpSeed[] = [
  ...GUIDE_ARTICLES,
  ...MONEY_ARTICLES,
  TERMS_OF_USE,
  PRIVACY_POLICY,
];

function byLanguage(seed: HelpSeed, part: (text: HelpSeed['texts']['en']) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(seed.texts).map(([language, text]) => [language, part(text)]));
}

/**
 * Loads the demo help centre once, when there is no article yet (also into a database made before the help centre
 * existed); operators edit it in /ops. The HTML goes through the same sanitiser as the console's.
 */
export async function seedDemoHelp(database: Database): Promise<boolean> {
  if ((await database.query('select 1 from help_articles limit 1')).length > 0) return false;
  return database.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${HELP_SEED_LOCK})`);
    // Another node may have seeded while this one waited for the lock.
    if ((await tx.query('select 1 from help_articles limit 1')).length > 0) return false;
    for (const seed of DEMO_HELP_ARTICLES) {
      await tx.query(
        `insert into help_articles (category, device, title, content, sort_order)
         values ($1, 'ALL', $2::jsonb, $3::jsonb, $4)`,
        [
          seed.category,
          JSON.stringify(byLanguage(seed, (text) => text.title)),
          JSON.stringify(byLanguage(seed, (text) => sanitizeContentHtml(text.body.join('\n')))),
          seed.sortOrder,
        ],
      );
    }
    return true;
  });
}
