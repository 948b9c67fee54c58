import { useSyncExternalStore } from 'react';

/** The shell's phone layout (layout.css, tab-bar.css): a drawer for the side menu, the bottom tab bar. */
export const PHONE_LAYOUT_QUERY = '(max-width: 900px)';

/** Whether a media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
