/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { registerByApi, visitorContext } from './support/accounts';
import { memberContext } from './support/bets';
import { createOperator, memberCall, operatorContext, operatorToken } from './support/cashier';
import { shoot } from './support/games';
import { photoJpeg } from './support/jpeg';
import { receiptPng } from './support/png';
import { reloadUntil } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** The reward centre's card of an activity. */
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

/** The member's two images: a tall PNG receipt and a wide JPEG photo, told apart by their sizes. */
const SENT_IMAGES = [
  { name: 'Image 1', width: 180, height: 320 },
  { name: 'Image 2', width: 320, height: 200 },
];

/** Opens the application dialog of the activity, writes the comment and picks two images: a PNG, then a JPEG. */
async function fillApplication(page: Page, title: string) {
  await page.goto('/member?page=rewardCenter');
  const activity = card(page, title);
  await activity.getByText('Applying', { exact: true }).waitFor();
  await activity.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Your comment').fill('Hit 12x on the slot tonight, screenshot attached!');
  await dialog.getByText('49/140').waitFor();
  await dialog
    .getByLabel('Add image 1')
    .setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: receiptPng(180, 320) });
  await dialog.getByRole('img', { name: 'Image 1' }).waitFor();
  const photo = await photoJpeg(page, 320, 200);
  await dialog
    .getByLabel('Add image 2')
    .setInputFiles({ name: 'the-reels.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByRole('img', { name: 'Image 2' }).waitFor();
  return dialog;
}

/** The pixel size of a loaded image. */
const sizeOf = (image: Locator) =>
  image.evaluate(async (element) => {
    const loaded = element as HTMLImageElement;
    await loaded.decode();
    return { name: loaded.alt, width: loaded.naturalWidth, height: loaded.naturalHeight };
  });

/** What the console shows of each image of a queue row (thumbnails fetched with the operator's token). */
async function shownImages(row: Locator) {
  const thumbnails = row.getByRole('list', { name: 'Images' }).locator('img[src^="blob:"]');
  await thumbnails.nth(SENT_IMAGES.length - 1).waitFor();
  return Promise.all((await thumbnails.all()).map(sizeOf));
}

/** The member's application (one per member in this journey). */
async function applicationOf(username: string): Promise<string> {
  const [entry] = await journey.sql<{ id: string }[]>`select e.id::text as id from activity_entries e
    join members m on m.id = e.member_id where m.account = ${username}`;
  if (!entry) throw new Error(`${username} has no application`);
  return entry.id;
}

/** The content types the server answers the operator with for each image of an application, in order. */
async function storedTypes(id: string, count: number): Promise<(string | null)[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await fetch(`${journey.baseUrl}/ops/api/activity-applications/${id}/images/${index}`, {
        headers: { authorization: `Bearer ${opsToken}` },
      });
      return response.ok ? response.headers.get('content-type') : `${response.status}`;
    }),
  );
}

describe('activity applications', () => {
  const title = `Journey big win ${Date.now().toString(36)}`;

  test('an operator creates an application activity; a member applies with a comment and two images (PNG and JPEG); the operator sees both, approves it and the member sees it issued with the bonus', async () => {
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/rewards');
    const form = desk.page.getByRole('region', { name: 'New activity' });
    await form.getByLabel('Kind').selectOption({ label: 'Application' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Wagering multiple').fill('1');
    await form.getByLabel('Reward for an approved application').fill('18.00');
    await form.getByLabel('Applications').selectOption({ label: 'Once a day' });
    await form
      .getByLabel('What to send (shown to members)')
      .fill('Post a screenshot of a win and name the game.');
    await form.getByRole('button', { name: 'Create activity' }).click();
    await expectToast(desk.page, `“${title}” is live.`);

    const username = `apl${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    const dialog = await fillApplication(page, title);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expectToast(page, 'Application sent: we will review it shortly.');
    const mine = card(page, title);
    await mine.getByText('In process', { exact: true }).waitFor();
    await mine.getByText('We are reviewing your application.').waitFor();
    expect(await mine.getByRole('button').count()).toBe(0);
    // The member sees the two images they sent, as they were sent.
    expect(await shownImages(mine)).toEqual(SENT_IMAGES);

    await desk.page.reload();
    const queue = desk.page.getByRole('region', { name: 'Activity applications' });
    const row = queue.getByRole('row').filter({ hasText: username });
    await row.getByText('Hit 12x on the slot tonight').waitFor();
    // Both images reached the operator, in the member's order: the PNG kept as a PNG, the JPEG as a JPEG.
    expect(await shownImages(row)).toEqual(SENT_IMAGES);
    expect(await storedTypes(await applicationOf(username), 3)).toEqual(['image/png', 'image/jpeg', '404']);
    await row.scrollIntoViewIfNeeded();
    await shoot(desk.page, 'activity-applications-console-dark');
    await row.getByRole('button', { name: 'Open image 1' }).click();
    const large = desk.page.getByRole('dialog', { name: `Image 1 from ${username}` });
    await large.getByRole('img').waitFor();
    await shoot(desk.page, 'activity-applications-console-image-dark');
    await large.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: 'Open image 2' }).click();
    const second = desk.page.getByRole('dialog', { name: `Image 2 from ${username}` });
    expect(await sizeOf(second.locator('img[src^="blob:"]'))).toEqual(SENT_IMAGES[1]);
    await shoot(desk.page, 'activity-applications-console-image-2-dark');
    await second.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: 'Approve' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Approve the application?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await row.waitFor({ state: 'detached' });
    await queue.getByRole('tab', { name: 'Issued' }).click();
    await queue.getByRole('row').filter({ hasText: username }).getByText('Issued').waitFor();

    await reloadUntil(
      page,
      '/member?page=rewardCenter',
      mine,
      async (found) => (await found.getByText('Issued', { exact: true }).count()) > 0,
      'the application issued',
    );
    await mine.getByText('Approved: you received').waitFor();
    await mine.getByText('¥18.00').first().waitFor();
    const bonuses = await memberCall<{
      content: { title: string; amount: string; wageringRequired: string }[];
    }>(journey.baseUrl, token, 'GET', '/wps/member/bonuses');
    expect(bonuses.content).toMatchObject([{ title, amount: '18.00', wageringRequired: '18.00' }]);
    await shoot(page, 'activity-applications-issued-desktop-dark');

    // The decision is also a platform message.
    await page.goto('/member?page=messageV2');
    const told = page
      .getByRole('region', { name: 'Platform messages' })
      .getByRole('listitem')
      .filter({ hasText: 'Application approved' });
    await told.getByText(`Your application for ${title}`, { exact: false }).waitFor();
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the application card and dialog at ${viewport} width in the ${theme} theme`, async () => {
        const username = `aps${Date.now().toString(36).slice(-6)}`;
        const token = await registerByApi(journey.baseUrl, { username });
        const { page } = await memberContext(journey.browser, journey.baseUrl, token, { ...size, theme });
        await page.goto('/member?page=rewardCenter');
        const activity = card(page, title);
        await activity.getByText('Applying', { exact: true }).waitFor();
        await activity.scrollIntoViewIfNeeded();
        await shoot(page, `activity-applications-card-${viewport}-${theme}`);
        const dialog = await fillApplication(page, title);
        await shoot(page, `activity-applications-dialog-${viewport}-${theme}`);
        await dialog.getByRole('button', { name: 'Send application' }).click();
        await card(page, title).getByText('In process', { exact: true }).waitFor();
        await card(page, title).scrollIntoViewIfNeeded();
        await shoot(page, `activity-applications-sent-${viewport}-${theme}`);
        if (viewport === 'desktop') {
          const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
          await desk.page.goto('/ops/rewards');
          const queue = desk.page.getByRole('region', { name: 'Activity applications' });
          await queue.getByRole('img', { name: 'Image 1' }).first().waitFor();
          await queue.scrollIntoViewIfNeeded();
          await shoot(desk.page, `activity-applications-queue-${theme}`);
        }
        // An operator rejects it with a note: the card says so, and shows the note.
        await memberCall(
          journey.baseUrl,
          opsToken,
          'POST',
          `/ops/api/activity-applications/${await applicationOf(username)}/reject`,
          {
            note: 'The screenshot does not show the win amount.',
          },
        );
        await page.reload();
        await card(page, title).getByText('The screenshot does not show the win amount.').waitFor();
        await card(page, title).getByText('Rejected', { exact: true }).waitFor();
        await card(page, title).scrollIntoViewIfNeeded();
        await shoot(page, `activity-applications-rejected-${viewport}-${theme}`);
      });
    }
  }
});
