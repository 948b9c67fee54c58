import { describe, test } from 'vitest';
import { expectConsoleErrors, shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';

const journey = useJourney();

/** The demo brand's activities (seed-demo-rewards.ts) as /promotions shows them. */
const WELCOME = 'Welcome bonus: 100% on your first deposit';
const CASH_BACK = 'Daily cash back';

describe('/promotions', () => {
  test('a visitor filters the promotions by type and category, opens one, and is asked to log in to take part', async () => {
    const { page } = await visitorContext(journey.browser, journey.baseUrl, {
      viewport: 'desktop',
      theme: 'light',
    });
    await page.goto('/promotions');
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    const grid = page.getByRole('main').getByRole('list').first();
    await grid.getByRole('heading', { name: WELCOME }).waitFor();
    await grid.getByRole('heading', { name: CASH_BACK }).waitFor();
    await shoot(page, 'promotions-desktop-light');

    await page.getByRole('tab', { name: 'Daily' }).click();
    await page.waitForURL(/type=DAILY/);
    await grid.getByRole('heading', { name: WELCOME }).waitFor({ state: 'detached' });
    await grid.getByRole('heading', { name: CASH_BACK }).waitFor();
    await page.getByLabel('Category').selectOption({ label: 'Download' });
    await page.waitForURL(/category=DOWNLOAD/);
    await page.getByRole('heading', { name: 'No promotions here right now' }).waitFor();
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await grid.getByRole('heading', { name: CASH_BACK }).waitFor();
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('type'));
    await page.getByLabel('Category').selectOption({ label: 'Deposit' });
    await page.waitForURL(/category=DEPOSIT/);
    await grid.getByRole('heading', { name: WELCOME }).waitFor();
    await grid.getByRole('heading', { name: CASH_BACK }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: `Details of ${WELCOME}` }).click();
    await page.waitForURL(/\/promotions\?id=\d+$/);
    const detail = page.getByRole('article', { name: WELCOME });
    await detail.getByText('the bonus is paid when the deposit is credited', { exact: false }).waitFor();
    await detail.getByRole('button', { name: 'Take part in the reward centre' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  test('a member takes part from a promotion in the reward centre; a promotion that is over says so', async () => {
    const token = await registerByApi(journey.baseUrl, { username: freshName('pro') });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport: 'phone', token });
    await page.goto('/promotions');
    await page.getByRole('link', { name: `Details of ${CASH_BACK}` }).click();
    const detail = page.getByRole('article', { name: CASH_BACK });
    await detail.getByText('a share of the loss comes back', { exact: false }).waitFor();
    await shoot(page, 'promotions-detail-phone-dark');
    await detail.getByRole('button', { name: 'Take part in the reward centre' }).click();
    await page.waitForURL(/\/member\?page=rewardCenter$/);
    await page.getByRole('listitem').filter({ hasText: CASH_BACK }).first().waitFor();

    expectConsoleErrors('404 /wps/promotions/999999999');
    await page.goto('/promotions?id=999999999');
    await page.getByRole('heading', { name: 'This promotion has ended' }).waitFor();
    await page.getByRole('link', { name: 'All promotions' }).click();
    await page.getByRole('link', { name: `Details of ${CASH_BACK}` }).waitFor();
    await shoot(page, 'promotions-phone-dark');
  });
});
