/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
declare global {
  /** The page's window once axe-core is in it. */
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}
let axeSource: Promise<string> | undefined;

/** The WCAG 2.1 A and AA rules and axe's best practices (issue 15 item 11). */
const RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
} satisfies RunOptions;

/** What fails a page: anything a person using a screen reader or with low vision cannot get past. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Injects axe-core into every frame of the page that does not have it yet. The portal's Content-Security-Policy
 * (`script-src 'self'`) refuses an inline `<script>` tag (`page.addScriptTag({ content })`), so the source runs
 * through `evaluate`, which the DevTools protocol runs outside the page's policy: no CSP bypass for the whole
 * context, the page runs under its real policy.
 */
async function injectAxe(page: Page): Promise<void> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  for (const frame of page.frames()) {
    // A frame that went away while the page settled has nothing left to check.
    const hasAxe = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!hasAxe) await frame.evaluate(source);
  }
}

/**
 * Runs axe over the whole page (its frames included) and answers each serious or critical violation as one line:
 * where, the rule, its impact, and the elements it found with axe's summary of what fails. An empty list passes.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await injectAxe(page);
  const results = await page.evaluate((options) => window.axe.run(document, options), RUN_OPTIONS);
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('\n');
      const more = violation.nodes.length > 6 ? `\n    … and ${violation.nodes.length - 6} more` : '';
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${nodes}${more}`;
    });
}
