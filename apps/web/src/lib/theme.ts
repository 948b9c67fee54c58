import { STORAGE_KEYS, writeStorage } from './storage';
import type { Theme } from './ui-store';

const THEME_COLOURS: Record<Theme, string> = { dark: '#0b1020', light: '#f3f5fb' };

/** Applies a theme to the document and remembers it (public/theme-init.js reads it before the next paint). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
  writeStorage('local', STORAGE_KEYS.theme, theme);
}
