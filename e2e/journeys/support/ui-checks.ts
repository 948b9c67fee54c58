/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo brand's zone; journeys browse from another one, so that a time on the device's clock shows. */
export const BRAND_ZONE = 'Asia/Shanghai';
export const DEVICE_ZONE = 'America/New_York';

/**
 * A toast saying `text` (decision 0036): in the polite live region, never a dialog. It is closed at once, as a
 * player would, so that it covers nothing the journey clicks next.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.waitFor();
  const region = page.getByRole('status').filter({ has: toast });
  expect(await region.getAttribute('aria-live')).toBe('polite');
  expect(await page.getByRole('dialog').count()).toBe(0);
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

/**
 * Every moment shown in the page's main area is on the brand's clock with the brand's offset (one clock, decision
 * 0036): its text holds the brand's wall time of its `datetime` and "GMT+8", whatever the device's zone. Answers
 * how many it checked.
 */
export async function expectBrandTimes(page: Page): Promise<number> {
  const times = await page
    .locator('main time[datetime]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ iso: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })),
    );
  expect(times.length, 'times on the page').toBeGreaterThan(0);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: BRAND_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: BRAND_ZONE, timeZoneName: 'shortOffset' });
  for (const { iso, text } of times) {
    const date = new Date(iso);
    const zone = offset.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
    expect(text, `the time of ${iso}`).toContain(clock.format(date));
    expect(text, `the time of ${iso}`).toContain(zone);
  }
  return times.length;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day ("2026-03-01") as the English pages write it: "1 Mar 2026". */
export function englishDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
