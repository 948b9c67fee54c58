import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { artifactsDir, shoot, useJourney, VIEWPORTS } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { memberContext } from './support/bets';
import { createOperator, memberCall, operatorContext, operatorToken, opsCall } from './support/cashier';
import { expectToast } from './support/ui-checks';

// The live chat (issue 17): the customer's window (the customer-service popup, 440×750, or a phone's page) and the
// console's inbox, with messages arriving over their sockets.
const journey = useJourney();
const POPUP = { width: 440, height: 750 };
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** The chat window once its socket is live (the quiet state: a dot, and words for screen readers). */
async function openChat(page: Page) {
  await page.goto('/chat?cs=LIVE_CHAT');
  await page.getByRole('heading', { level: 1, name: 'Customer service' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  return page.getByRole('log', { name: 'Messages' });
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

/** The conversation a message was written in, by its words. */
async function conversationOf(body: string): Promise<string> {
  const [row] = await journey.sql<{ id: string }[]>`
    select conversation_id::text as id from chat_messages where body = ${body} order by id desc limit 1`;
  if (!row) throw new Error(`no chat message "${body}"`);
  return row.id;
}

describe('live chat', () => {
  test('a member asks in the popup; an operator sees it unread, answers live and closes the conversation', async () => {
    const username = freshName('chat');
    const question = `Is my deposit of 300 through? (${username})`;
    const answer = 'Yes, it was credited a minute ago. Good luck!';
    const token = await registerByApi(journey.baseUrl, { username });
    const { page } = await memberContext(journey.browser, journey.baseUrl, token, POPUP);
    const log = await openChat(page);
    await page.getByRole('heading', { name: 'Hi! How can we help?' }).waitFor();
    await shoot(page, 'chat-popup-greeting-dark');
    await send(page, question);
    await log.getByText(question).waitFor();
    await log.getByText('You', { exact: true }).waitFor();
    expect(await seriousViolations(page, '/chat')).toEqual([]);

    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/chat');
    await desk.page.getByRole('heading', { level: 1, name: 'Live chat' }).waitFor();
    const item = desk.page.getByRole('button', { name: new RegExp(username) });
    await item.getByText('1 unread message').waitFor();
    await item.getByText(question).waitFor();
    // The console's menu counts what no operator has read yet.
    await desk.page.getByRole('link', { name: /Live chat.*unread message/ }).waitFor();
    await shoot(desk.page, 'ops-chat-unread-desktop');
    await item.click();
    const thread = desk.page.getByRole('region', { name: `Conversation with ${username}` });
    await thread.getByRole('log', { name: 'Messages' }).getByText(question).waitFor();
    // Read once shown: the list's badge goes.
    await expect.poll(() => item.locator('.ops-badge').count(), { timeout: 10_000 }).toBe(0);
    expect(await seriousViolations(desk.page, '/ops/chat')).toEqual([]);

    const reply = thread.getByRole('textbox', { name: 'Your answer' });
    await reply.fill(answer);
    await reply.press('Enter');
    await thread.getByRole('log').getByText(answer).waitFor();

    // The member's window shows the answer as it is sent, without a reload, signed by the team.
    await log.getByText(answer).waitFor();
    await log.getByText('Customer service', { exact: true }).waitFor();

    await thread.getByRole('button', { name: 'Close conversation' }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Close the conversation with ${username}?` });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(desk.page, 'Conversation closed.');
    await thread
      .getByText('This conversation is closed. The customer’s next message opens it again.')
      .waitFor();
    await desk.page.getByRole('tab', { name: 'Closed' }).click();
    await desk.page.getByRole('button', { name: new RegExp(username) }).waitFor();
    const [closed] = await journey.sql<{ status: string }[]>`
      select status from chat_conversations where id = ${await conversationOf(question)}`;
    expect(closed?.status).toBe('CLOSED');
  });

  test('a visitor without an account chats, keeps the conversation after a reload and gets the answer live', async () => {
    const { page } = await visitorContext(journey.browser, journey.baseUrl, {
      viewport: 'phone',
      ip: '203.0.113.71',
    });
    const question = `Can I play without registering? (${freshName('visit')})`;
    const log = await openChat(page);
    await send(page, question);
    await log.getByText(question).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('chatVisitor'))).toMatch(/^[\w-]{43}$/);

    // The token on the device names the same conversation: after a reload the history is there.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await page.getByRole('log', { name: 'Messages' }).getByText(question).waitFor();

    // The console shows a visitor by the conversation's number; the answer arrives on the visitor's socket.
    const id = await conversationOf(question);
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { viewport: 'phone' });
    await desk.page.goto('/ops/chat');
    await desk.page.getByRole('button', { name: new RegExp(`Visitor #${id}`) }).click();
    await desk.page
      .getByRole('region', { name: `Conversation with Visitor #${id}` })
      .getByText(question)
      .waitFor();
    await opsCall(journey.baseUrl, opsToken, 'POST', `/ops/api/chat/conversations/${id}/messages`, {
      body: 'You can try every slot for free. To play for money, register in a minute.',
    });
    await log.getByText('You can try every slot for free.', { exact: false }).waitFor();

    // The box counts down near its limit and takes no more than 1000 characters.
    const box = page.getByRole('textbox', { name: 'Your message' });
    await box.fill('a'.repeat(1_200));
    await page.getByText('1000 / 1000').waitFor();
    await box.fill('');
    expect(await seriousViolations(page, '/chat (phone)')).toEqual([]);
    await shoot(page, 'chat-phone-dark');
  });

  test('a member sees unread answers on the customer-service button and the phone’s chat tab, which open the chat', async () => {
    const username = freshName('chatbadge');
    const token = await registerByApi(journey.baseUrl, { username });
    const opened = await memberCall<{ conversation: { id: string } }>(
      journey.baseUrl,
      token,
      'POST',
      '/wps/chat/open',
      {},
    );
    await opsCall(
      journey.baseUrl,
      opsToken,
      'POST',
      `/ops/api/chat/conversations/${opened.conversation.id}/messages`,
      {
        body: 'Welcome! Your first deposit bonus is waiting for you.',
      },
    );

    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token, theme: 'light' });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open customer service chat, 1 unread message' });
    await button.waitFor({ timeout: 15_000 });
    await page.locator('.cs-button').screenshot({ path: `${artifactsDir}chat-cs-button-badge-light.png` });
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    expect(popup.url()).toBe(`${journey.baseUrl}/chat?cs=LIVE_CHAT`);
    await popup
      .getByRole('log', { name: 'Messages' })
      .getByText('Your first deposit bonus is waiting')
      .waitFor();
    // Shown in the popup, so read: the button's count goes once the window is asked again.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.cs-button').waitFor();
          await page.waitForTimeout(2_500);
          return page.locator('.cs-button .unread-badge').count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await popup.close();

    await opsCall(
      journey.baseUrl,
      opsToken,
      'POST',
      `/ops/api/chat/conversations/${opened.conversation.id}/messages`,
      {
        body: 'One more thing: the bonus expires in seven days.',
      },
    );
    const phone = await visitorContext(journey.browser, journey.baseUrl, { token, viewport: 'phone' });
    await phone.page.goto('/');
    const tabs = phone.page.getByRole('navigation', { name: 'Tab bar' });
    await tabs.getByRole('button', { name: 'Chat 1 unread message' }).waitFor({ timeout: 15_000 });
    await tabs.screenshot({ path: `${artifactsDir}chat-tab-bar-badge-dark.png` });
  });

  test('the chat window and the console inbox in both themes', async () => {
    const username = freshName('chatshot');
    const token = await registerByApi(journey.baseUrl, { username });
    const words = [
      'Hello, I cannot find my bonus from yesterday.',
      'Could you check it for me?\nMy account is the one I am chatting from.',
    ];
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await memberContext(journey.browser, journey.baseUrl, token, { ...POPUP, theme });
      await openChat(page);
      if (theme === 'light') for (const text of words) await send(page, text);
      const id = await conversationOf(words[0] ?? '');
      if (theme === 'light')
        await opsCall(journey.baseUrl, opsToken, 'POST', `/ops/api/chat/conversations/${id}/messages`, {
          body: 'Of course. The bonus was credited to your wallet this morning; you will find it under Records.',
        });
      await page.getByText('The bonus was credited', { exact: false }).waitFor();
      await shoot(page, `chat-popup-440-${theme}`);
      await page.setViewportSize(VIEWPORTS.phone);
      await shoot(page, `chat-phone-${theme}`);
    }

    for (const [viewport, theme] of [
      ['desktop', 'light'],
      ['desktop', 'dark'],
      ['phone', 'dark'],
      ['phone', 'light'],
    ] as const) {
      const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { viewport, theme });
      await desk.page.goto('/ops/chat');
      const item = desk.page.getByRole('button', { name: new RegExp(username) });
      await item.waitFor();
      if (viewport === 'phone') await shoot(desk.page, `ops-chat-list-${viewport}-${theme}`);
      await item.click();
      await desk.page.getByRole('log').getByText('The bonus was credited', { exact: false }).waitFor();
      await shoot(desk.page, `ops-chat-${viewport}-${theme}`);
    }
  });
});
