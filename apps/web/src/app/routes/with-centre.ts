import { loadCentreCatalogue } from '@/lib/i18n';

/** A page's chunk that brings the centre catalogue of words with it (the member centre, the console, the mall). */
export function withCentre<Module>(load: () => Promise<Module>) {
  return () => Promise.all([load(), loadCentreCatalogue()]).then(([module]) => module);
}
