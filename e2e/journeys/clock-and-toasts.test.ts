/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, useJourney } from '../harness/browser';
import { visitorContext } from './support/accounts';
import { createOperator, operatorToken } from './support/cashier';
import { expectGameBalance, fastLottery, fundedMember, gameFrame } from './support/games';
import { DEVICE_ZONE, expectBrandTimes } from './support/ui-checks';

// One clock and the toasts (issue 15 items 4 and 5), at both widths (phone dark, desktop light), from a device in New York:
// every time reads the brand's clock (GMT+8), a routine success is a toast, and a lottery says when it draws.
const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

const VARIANTS = [
  { viewport: 'desktop', theme: 'light' },
  { viewport: 'phone', theme: 'dark' },
] as const;

describe('one clock and the toasts', () => {
  for (const { viewport, theme } of VARIANTS) {
    test(`a transfer's toast and the account record's times at ${viewport} width in the ${theme} theme`, async () => {
      const suffix = `${viewport}-${theme}`;
      const member = await fundedMember(journey.baseUrl, opsToken, '1000.00');
      const { page } = await visitorContext(journey.browser, journey.baseUrl, {
        token: member.token,
        viewport,
        theme,
        timezoneId: DEVICE_ZONE,
      });
      await page.goto('/member?page=transferFund');
      const silk = page
        .getByRole('region', { name: 'Game wallets' })
        .getByRole('article', { name: 'Silk Live' });
      await silk.getByRole('button', { name: 'Transfer into Silk Live' }).click();
      const form = page.getByRole('region', { name: 'Transfer' });
      await form.getByLabel('Amount', { exact: true }).fill('25');
      await form.getByRole('button', { name: 'Transfer', exact: true }).click();
      const toast = page
        .getByTestId('toast')
        .filter({ hasText: '¥25.00 moved from Main wallet to Silk Live.' });
      await toast.waitFor();
      // Held while the pointer is on it, so the picture is taken before it goes.
      await toast.hover();
      const box = await toast.boundingBox();
      const size = page.viewportSize();
      if (!box || !size) throw new Error('the toast has no box');
      // On a phone it sits above the bottom edge and clear of the floating service button; on a desktop under
      // the header, at the right.
      if (viewport === 'phone') expect(box.y + box.height).toBeLessThanOrEqual(size.height - 80);
      else expect(box.y).toBeLessThan(160);
      await shoot(page, `toast-transfer-${suffix}`, { settleMs: 300 });
      await toast.getByRole('button', { name: 'Close' }).click();

      await page.goto('/member?page=transactionHistory');
      await page.getByText('3 records', { exact: true }).waitFor();
      expect(await expectBrandTimes(page)).toBe(3);
      await shoot(page, `records-times-${suffix}`);
    });
  }

  test('a fast lottery says how often it draws and when this draw is, on the brand’s clock', async () => {
    const lottery = await fastLottery(journey.sql);
    const member = await fundedMember(journey.baseUrl, opsToken, '500.00');
    for (const { viewport, theme } of VARIANTS) {
      const { page, context } = await visitorContext(journey.browser, journey.baseUrl, {
        token: member.token,
        viewport,
        theme,
        timezoneId: DEVICE_ZONE,
      });
      await page.goto(`/lottery?gameCode=${encodeURIComponent(lottery.gameCode)}`);
      const game = gameFrame(page);
      await expectGameBalance(game, '¥500.00');
      const schedule = (await game.getByTestId('draw-schedule').textContent()) ?? '';
      expect(schedule).toMatch(/^Every \d+ min · draw at \d{2}:\d{2} GMT\+8$/);
      const drawId = (await game.getByTestId('current-draw').textContent()) ?? '';
      // The draw's id is named after its brand-time minute (LOTT-YYYYMMDD-HHMM): the schedule shows that minute.
      const minute = /-(\d{2})(\d{2})(?:-2)?$/.exec(drawId.trim());
      expect(schedule).toContain(`${minute?.[1]}:${minute?.[2]}`);
      await shoot(page, `lottery-schedule-${viewport}-${theme}`);
      await context.close();
    }
  }, 180_000);
});
