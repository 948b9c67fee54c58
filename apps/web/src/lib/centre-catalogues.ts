import { urlsByLanguage } from './catalogue-urls';

/**
 * The member centre's and the operator console's catalogues by language: a chunk of its own, fetched with the first
 * centre page, so that the first screen does not carry twelve more file names it never fetches.
 */
export const centreCatalogues = urlsByLanguage(
  import.meta.glob<string>('../locales/centre/*.json', { query: '?url', import: 'default', eager: true }),
);
