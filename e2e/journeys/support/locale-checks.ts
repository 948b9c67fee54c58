/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForImagesOnScreen } from '../../harness/browser';

/*
 * Issue 17's reading of a translated screen: its language is set, and no catalogue key and no sentence of the
 * English catalogue shows on it (a string that the code wrote in English, or a key a catalogue lacks). Content
 * that operators write (.rich-text) or vendors name is not a catalogue's and may stay English.
 */

function flatten(object: Record<string, unknown>, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const catalogue = (file: string) =>
  flatten(
    JSON.parse(readFileSync(new URL(`../../../apps/web/src/locales/${file}`, import.meta.url), 'utf8')),
  );
/** A language's words: the shell's catalogue and the centres'. */
const wordsOf = (language: string) =>
  new Map([...catalogue(`${language}.json`), ...catalogue(`centre/${language}.json`)]);
const english = wordsOf('en');

/** English sentences a translated screen must not show: those of three words or more that the language changes. */
export function englishLeftovers(language: string): Set<string> {
  const translated = wordsOf(language);
  return new Set(
    [...english]
      .filter(
        ([key, text]) => !/\{\{/.test(text) && text.split(/\s+/).length >= 3 && translated.get(key) !== text,
      )
      .map(([, text]) => text),
  );
}

/** The words of a catalogue key in a language (its {{values}} filled), to find a control by its translated name. */
export function wordsFor(language: string): (key: string, values?: Record<string, string>) => string {
  const words = wordsOf(language);
  return (key, values = {}) => {
    const text = words.get(key);
    if (text === undefined) throw new Error(`${language} has no ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}

/** The texts on screen, one per element's own text, trimmed. */
function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      // Operators' HTML (.rich-text) is content in the language they wrote it in, not the catalogue's.
      if (!text || !parent || parent.closest('script,style,[hidden],[aria-hidden="true"],.rich-text'))
        continue;
      if (parent.getClientRects().length > 0) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Waits for the screen to be still: the network quiet, nothing busy, the images on screen loaded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await waitForImagesOnScreen(page);
  await page.waitForTimeout(300);
}

/** The screen is in `language`: no catalogue key and no English catalogue sentence on it. */
export async function expectTranslated(page: Page, language: string, leftovers: Set<string>, where: string) {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe(language);
  const texts = await screenTexts(page);
  expect(
    texts.filter((text) => english.has(text)),
    `${where}: catalogue keys on screen`,
  ).toEqual([]);
  expect(
    texts.filter((text) => leftovers.has(text)),
    `${where}: English sentences on screen`,
  ).toEqual([]);
}
