/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * X1: payloads an attacker with an operator's pen (or a careless paste) might put into an announcement. Each one,
 * if it ran, would set `window.__xss` to its name or open a dialog; none may.
 */
export const XSS_PAYLOADS = [
  `<script>window.__xss = 'script'</script>`,
  `<img src="x" onerror="window.__xss = 'img-onerror'">`,
  `<img src=x onerror=alert('img-alert')>`,
  `<svg onload="window.__xss = 'svg-onload'"><circle r="5"></circle></svg>`,
  `<a href="javascript:window.__xss = 'javascript-href'">a javascript link</a>`,
  `<a href="jav&#x09;ascript:window.__xss = 'entity-href'">an encoded javascript link</a>`,
  `<iframe src="javascript:parent.__xss = 'iframe'"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss = 'srcdoc'</script>"></iframe>`,
  `<p style="background:url(javascript:window.__xss = 'style-url')">styled paragraph</p>`,
  `<div style="width: expression(window.__xss = 'style-expression')">expression</div>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9J2RhdGEnPC9zY3JpcHQ+">a data link</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+">`,
  `<object data="javascript:window.__xss = 'object'"></object><embed src="javascript:window.__xss = 'embed'">`,
  `<details open ontoggle="window.__xss = 'details-ontoggle'"><summary>details</summary></details>`,
  `<input autofocus onfocus="window.__xss = 'autofocus'">`,
  `<video><source onerror="window.__xss = 'video-source'"></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 'mutation'">`,
  `<form action="javascript:window.__xss = 'form'"><button>send</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 'meta'">`,
  `"><script>alert('breakout')</script>`,
];

/** The formatting an announcement may keep, each piece findable by its words. */
export const SAFE_HTML =
  '<h3>Safe heading</h3><p><b>Safe bold</b>, <i>safe italic</i> and <u>safe underline</u>.</p>' +
  '<ul><li>Safe bullet</li></ul><ol><li>Safe number</li></ol>' +
  '<p><a href="https://playhall.example/terms">Safe link</a></p>';

/** The corpus as an operator pastes it into the HTML view: the safe formatting, then every payload. */
export const CORPUS_HTML = `${SAFE_HTML}${XSS_PAYLOADS.join('\n')}`;

/** SAFE_HTML's formatting, drawn inside `scope`: the heading, bold, italic, underline, both lists and the link. */
export async function expectSafeFormatting(scope: Locator): Promise<void> {
  await scope.getByRole('heading', { name: 'Safe heading' }).waitFor();
  await scope.locator('b', { hasText: 'Safe bold' }).waitFor();
  await scope.locator('i', { hasText: 'safe italic' }).waitFor();
  await scope.locator('u', { hasText: 'safe underline' }).waitFor();
  await scope.locator('ul li', { hasText: 'Safe bullet' }).waitFor();
  await scope.locator('ol li', { hasText: 'Safe number' }).waitFor();
  expect(await scope.getByRole('link', { name: 'Safe link' }).getAttribute('href')).toBe(
    'https://playhall.example/terms',
  );
}

/**
 * After giving anything that might run its chance (image errors, autofocus, toggles): the operator's HTML is on the
 * page under `selector`, holds nothing dangerous, nothing set the flag and no dialog opened.
 */
export async function expectNothingRan(
  page: Page,
  selector: string,
  dialogs: readonly string[],
): Promise<void> {
  await page.waitForTimeout(1_000);
  expect(await page.locator(selector).count(), `${selector} on the page`).toBeGreaterThan(0);
  expect(await dangerousMarkup(page, selector)).toEqual([]);
  expect(await xssFlag(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** Records every dialog a page opens (and dismisses it): an executed `alert` would show up here. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** What the page's announcement HTML holds that must never be there: active elements, handlers, script links. */
export function dangerousMarkup(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) => [
        ...[...root.querySelectorAll('script,iframe,object,embed,svg,math,style,form,input,meta,video')].map(
          (element) => `<${element.tagName.toLowerCase()}>`,
        ),
        ...[...root.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter(
              (attribute) =>
                attribute.name.startsWith('on') ||
                attribute.name === 'style' ||
                attribute.name === 'srcdoc' ||
                /^\s*(javascript|data|vbscript):/i.test(attribute.value),
            )
            .map((attribute) => `${attribute.name}="${attribute.value}"`),
        ),
      ]),
    );
}

/** Whatever a payload would have set: undefined while none has run. */
export function xssFlag(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}
