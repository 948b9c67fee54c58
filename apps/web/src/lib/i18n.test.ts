import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RTL_LANGUAGES } from '@playhall/contracts/languages';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { activateLanguage, i18n, initI18n, isRightToLeft } from './i18n';
import { serveCatalogues } from './test-catalogues';

const hasCatalogue = (language: string) =>
  existsSync(fileURLToPath(new URL(`../locales/${language}.json`, import.meta.url)));

describe('text direction', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a right-to-left language mirrors the page only when its catalogue exists', () => {
    for (const language of RTL_LANGUAGES) expect(isRightToLeft(language)).toBe(hasCatalogue(language));
    expect(isRightToLeft('en')).toBe(false);
    expect(isRightToLeft('vi')).toBe(false);
  });

  test('choosing Arabic before it is translated keeps the English page left to right', async () => {
    expect(hasCatalogue('ar')).toBe(false);
    const root = { lang: 'en', dir: 'ltr' };
    vi.stubGlobal('document', { documentElement: root });
    serveCatalogues();
    await initI18n();
    await activateLanguage('ar');
    expect(root).toEqual({ lang: 'ar', dir: 'ltr' });
    expect(i18n.t('header.logout')).toBe('Sign out');
  });

  test('a language with a catalogue is fetched and then spoken, English filling no gaps it has', async () => {
    const root = { lang: 'en', dir: 'ltr' };
    vi.stubGlobal('document', { documentElement: root });
    serveCatalogues();
    await activateLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('header.logout')).toBe('退出登录');
    expect(root.lang).toBe('zh-CN');
  });
});
