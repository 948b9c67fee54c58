import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { memberContext } from './support/bets';
import { createOperator, operatorContext, operatorToken } from './support/cashier';
import { receiptPng } from './support/png';

// The live chat's images (spec §5 upload rules) and the chat room modal (spec §2), issue 17.
const journey = useJourney();
const POPUP = { width: 440, height: 750 };
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** An image that arrived and was drawn: fetched with the reader's credentials, decoded, with its pixels. */
async function expectDrawn(image: Locator) {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

async function attach(scope: Page | Locator, name: string, mimeType: string, buffer: Buffer) {
  await scope.getByLabel('Send an image').setInputFiles({ name, mimeType, buffer });
}

describe('live chat: images and the chat room', () => {
  test('a member sends an image; the operator sees it in /ops and answers with one', async () => {
    const username = freshName('chatimg');
    const token = await registerByApi(journey.baseUrl, { username });
    const { page } = await memberContext(journey.browser, journey.baseUrl, token, POPUP);
    await page.goto('/chat?cs=LIVE_CHAT');
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    const log = page.getByRole('log', { name: 'Messages' });

    // Checked before anything is sent: a file that is not a PNG or JPG is named and stays here.
    await attach(page, 'notes.txt', 'text/plain', Buffer.from('not an image'));
    await page.getByRole('alert').getByText('notes.txt is not a PNG or JPG image.').waitFor();
    await attach(page, 'my-bet-slip.png', 'image/png', receiptPng(160, 220));
    await expectDrawn(log.getByRole('img', { name: 'Image from You' }));
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    const [stored] = await journey.sql<{ id: string; image_type: string }[]>`
      select x.id::text, x.image_type from chat_messages x
      join chat_conversations c on c.id = x.conversation_id join members m on m.id = c.member_id
      where m.account = ${username}`;
    expect(stored?.image_type).toBe('image/png');

    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/chat');
    const item = desk.page.getByRole('button', { name: new RegExp(username) });
    // The list says what the last message is when it has no words.
    await item.getByText('Image', { exact: true }).waitFor();
    await item.click();
    const thread = desk.page.getByRole('region', { name: `Conversation with ${username}` });
    await expectDrawn(thread.getByRole('img', { name: `Image from ${username}` }));
    await attach(thread, 'how-to-deposit.png', 'image/png', receiptPng(200, 140));
    await expectDrawn(thread.getByRole('img', { name: 'Image from ' }).last());
    expect(await seriousViolations(desk.page, '/ops/chat with images')).toEqual([]);
    await shoot(desk.page, 'ops-chat-images');

    // The member's window shows the answer's image as it is sent, signed by the team.
    await expectDrawn(log.getByRole('img', { name: 'Image from Customer service' }));
    expect(await seriousViolations(page, '/chat with images')).toEqual([]);
    await shoot(page, 'chat-popup-images');
  });

  test('a blocked popup brings the chat room into the page: the live chat and the brand’s other channels', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await visitorContext(journey.browser, journey.baseUrl, {
        viewport,
        ip: viewport === 'desktop' ? '203.0.113.81' : '203.0.113.82',
      });
      // As a popup blocker does: the window is refused.
      await context.addInitScript(() => {
        window.open = () => null;
      });
      await page.goto('/');
      const opener =
        viewport === 'desktop'
          ? page.getByRole('button', { name: 'Open customer service chat' })
          : page.getByRole('navigation').getByRole('button', { name: 'Chat', exact: true });
      await opener.click();
      const room = page.getByRole('dialog', { name: 'Customer service' });
      const channels = room.getByRole('navigation', { name: 'Ways to reach us' });
      expect(await channels.getByRole('button', { name: 'Live chat' }).getAttribute('aria-current')).toBe(
        'true',
      );
      const telegram = channels.getByRole('link', { name: 'Telegram' });
      expect(await telegram.getAttribute('href')).toBe('https://t.me/playhall_support');
      expect(await telegram.getAttribute('target')).toBe('_blank');
      expect(await channels.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe(
        'mailto:support@playhall.example',
      );
      await room.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
      await room.getByRole('heading', { name: 'Hi! How can we help?' }).waitFor();

      const question = `Where is the lucky wheel? (${freshName('room')})`;
      const box = room.getByRole('textbox', { name: 'Your message' });
      await box.fill(question);
      await box.press('Enter');
      await room.getByRole('log', { name: 'Messages' }).getByText(question).waitFor();
      const [row] = await journey.sql<{ cs_type: string; visitor: boolean }[]>`
        select c.cs_type, c.visitor_token_hash is not null as visitor from chat_messages x
        join chat_conversations c on c.id = x.conversation_id where x.body = ${question}`;
      expect(row).toEqual({ cs_type: 'LIVE_CHAT', visitor: true });
      expect(await seriousViolations(page, `chat room (${viewport})`)).toEqual([]);
      await shoot(page, `chat-room-${viewport}`);

      await room.getByRole('button', { name: 'Close' }).click();
      await room.waitFor({ state: 'detached' });
      await context.close();
    }
  });
});
