import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { type Journey, shoot, themesAt, VIEWPORTS } from '../../harness/browser';
import { visitorContext } from './accounts';
import { signInAsAgent } from './agent-contracts';
import { memberCall } from './cashier';

type Viewport = keyof typeof VIEWPORTS;
type Theme = 'dark' | 'light';

/** The record pages and their headings. */
const RECORD_PAGES = [
  ['agentDividendRecordCopy2', 'Dividend record'],
  ['agentDailyWages2', 'Daily wages'],
  ['agentHourSalary', 'Hourly salary'],
  ['agentRealtimeSalary', 'Real-time salary'],
] as const;

/** Waits for the page's first data to replace its skeleton and for the navigation bar to finish. */
async function settle(page: Page): Promise<void> {
  await page
    .getByRole('progressbar')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.locator('.skeleton').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** agent01's contract pages: its terms, what it gave, the four records and the offer dialog. */
async function shootUplinePages(journey: Journey, token: string, viewport: Viewport, theme: Theme) {
  const { page, context } = await visitorContext(journey.browser, journey.baseUrl, {
    viewport,
    theme,
    token,
  });
  const suffix = `${viewport}-${theme}`;
  await page.goto('/agentHome?page=agentContracts');
  await page.getByRole('article', { name: 'Real-time salary' }).waitFor();
  await shoot(page, `contracts-agentContracts-${suffix}`);
  await page.getByRole('tab', { name: 'Given' }).click();
  await page
    .getByRole('article', { name: /agent02/ })
    .first()
    .waitFor();
  await settle(page);
  await shoot(page, `contracts-given-${suffix}`);
  for (const [slug, heading] of RECORD_PAGES) {
    await page.goto(`/agentHome?page=${slug}`);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await settle(page);
    await shoot(page, `contracts-${slug}-${suffix}`);
  }
  await page.goto('/agentHome?page=agentDailyWages2');
  await page.getByRole('tab', { name: 'Paid to downlines' }).click();
  await page
    .getByRole('row', { name: /agent02/ })
    .first()
    .waitFor();
  await shoot(page, `contracts-paid-${suffix}`);
  await page.goto('/agentHome?page=messageV2');
  await page.getByText('Contract ended').first().waitFor();
  await shoot(page, `contracts-upline-messages-${suffix}`);
  await page.goto('/agentHome?page=downlineManagmentView');
  await page
    .getByRole('row', { name: /agent02/ })
    .getByRole('button', { name: 'Offer contract' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Offer a contract to agent02' });
  await dialog.getByLabel('Rate').first().fill('0.25');
  await dialog.getByRole('button', { name: 'Add tier' }).click();
  await dialog.getByLabel('Rate').nth(1).fill('0.2');
  await dialog.getByText('Not below the rate of the tier before').waitFor({ state: 'detached' });
  await shoot(page, `contracts-offer-dialog-${suffix}`);
  await context.close();
}

/** agent02 signs in to a waiting offer: the contract modal, then its requests and messages. */
async function shootDownlinePages(journey: Journey, viewport: Viewport, theme: Theme) {
  const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme });
  const suffix = `${viewport}-${theme}`;
  await signInAsAgent(page, journey.baseUrl, 'agent02');
  const modal = page.getByRole('dialog', { name: 'Contract offers' });
  await modal.getByRole('article', { name: 'Hourly salary · agent01' }).waitFor();
  await shoot(page, `contracts-modal-${suffix}`);
  await modal.getByRole('button', { name: 'Later' }).click();
  await page.goto('/agentHome?page=agentContracts');
  await page.getByRole('tab', { name: 'Requests (1)' }).click();
  await page.getByRole('article', { name: 'Hourly salary · agent01' }).waitFor();
  await shoot(page, `contracts-requests-${suffix}`);
  await page.goto('/agentHome?page=messageV2');
  await page.getByText('Contract offered').first().waitFor();
  await shoot(page, `contracts-messages-${suffix}`);
  await context.close();
}

/**
 * Screenshots of every contract page and of the contract modal at 1440 and 390 pixels, dark and light. agent01
 * offers agent02 an hourly salary for the modal to show, and withdraws it afterwards.
 */
export async function shootContractScreens(journey: Journey, agent01: string): Promise<void> {
  const team = await memberCall<{ content: { id: string; account: string }[] }>(
    journey.baseUrl,
    agent01,
    'GET',
    '/wps/agent/team/downlines?search=agent02&sort=account&order=asc&pageNo=1&pageSize=5',
  );
  const downline = team.content.find((row) => row.account === 'agent02');
  if (!downline) throw new Error('agent02 is not in agent01’s team');
  const offer = await memberCall<{ id: string }>(journey.baseUrl, agent01, 'POST', '/wps/agent/contracts', {
    downlineId: downline.id,
    kind: 'HOURLY_SALARY',
    tiers: [{ minBase: '0', minActive: 1, rate: '0.1' }],
    requestId: randomUUID(),
  });
  try {
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      for (const theme of themesAt(viewport)) {
        await shootUplinePages(journey, agent01, viewport, theme);
        await shootDownlinePages(journey, viewport, theme);
      }
    }
  } finally {
    await memberCall(journey.baseUrl, agent01, 'POST', '/wps/agent/contract/hourly-salary/process', {
      contractId: offer.id,
      action: 'WITHDRAW',
    });
  }
}
