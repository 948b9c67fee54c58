import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction } from './translator';

type Translation = { readonly t: TFunction; readonly i18n: typeof i18n };

const translate = (): TFunction => (key, options) => i18n.t(key, options);
let snapshot: Translation = { t: translate(), i18n };
// Registered before any component's: a new `t` after each change of language or words, so that what depends on
// it (memos, effects) runs again.
i18n.subscribe(() => {
  snapshot = { t: translate(), i18n };
});
const subscribe = (listener: () => void) => i18n.subscribe(listener);
const getSnapshot = () => snapshot;

/** The translator for a component, which renders again when the language or its words change. */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, getSnapshot);
}
