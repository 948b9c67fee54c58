import { describe, expect, test } from 'vitest';
import { expectConsoleErrors, shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { createOperator, operatorContext, operatorToken } from './support/cashier';
import { expectToast } from './support/ui-checks';

// Platform messages (issue 17): a member reads one, deletes one and marks the rest read; the badges follow.
const journey = useJourney();

describe('platform messages', () => {
  test('a member reads, deletes and clears messages, and the unread badge follows', async () => {
    const username = freshName('inbox');
    const token = await registerByApi(journey.baseUrl, { username });
    await journey.sql`
      insert into member_messages (member_id, kind, params)
      select m.id, 'DEPOSIT_CREDITED', jsonb_build_object('amount', a.amount, 'depositId', a.id)
      from members m, (values ('100.00', '901'), ('200.00', '902'), ('300.00', '903')) as a(amount, id)
      where m.account = ${username}`;
    const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=messageV2');
    const panel = page.getByRole('region', { name: 'Platform messages' });
    const item = (amount: string) => panel.getByRole('listitem').filter({ hasText: `deposit of ¥${amount}` });
    const badge = page.getByRole('link', { name: /Platform messages/ }).first();
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toContain('3 unread');

    await item('200.00').getByRole('button', { name: 'Mark read: Deposit credited' }).click();
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toContain('2 unread');
    await expect.poll(() => item('200.00').getByText('New', { exact: true }).count()).toBe(0);

    await item('300.00').getByRole('button', { name: 'Delete message: Deposit credited' }).click();
    await expectToast(page, 'Message deleted.');
    await item('300.00').waitFor({ state: 'detached' });
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toContain('1 unread');
    await shoot(page, 'messages-before-read-all');

    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expectToast(page, 'All messages are marked read.');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).not.toContain('unread');
    await panel.getByRole('button', { name: 'Mark all read' }).waitFor({ state: 'detached' });

    // What changed is kept: after a reload, two messages, both read.
    await page.reload();
    await item('100.00').waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(2);
    expect(await panel.getByText('New', { exact: true }).count()).toBe(0);
    await shoot(page, 'messages-all-read');
    await context.close();
  });

  test('an operator writes to one member from the console, and the member reads it as written', async () => {
    const username = freshName('opsmsg');
    const token = await registerByApi(journey.baseUrl, { username });
    const opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/messages');
    const form = desk.page.getByRole('region', { name: 'Send a message' });
    await form.getByRole('tab', { name: 'One member' }).click();
    await form.getByLabel('Member account').fill(username);
    await form.getByLabel('Title').fill('Your limit was raised');
    const body = 'From today you may withdraw <b>50,000</b> a day.\nThank you for playing with us.';
    await form.getByLabel('Message').fill(body);
    await shoot(desk.page, 'ops-messages-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectToast(desk.page, 'Sent to 1 member.');

    // A rank or everyone is asked for first; an account nobody has is refused in words.
    await form.getByRole('tab', { name: 'Every member' }).click();
    await form.getByLabel('Title').fill('Maintenance tonight');
    await form.getByLabel('Message').fill('02:00 to 03:00, site time.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await desk.page.getByRole('dialog', { name: 'Send this message?' }).waitFor();
    await desk.page.getByRole('button', { name: 'Cancel' }).click();
    await form.getByRole('tab', { name: 'One member' }).click();
    await form.getByLabel('Member account').fill(`${username}-nobody`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('No member has this account, or the brand has no such VIP rank.').waitFor();
    expectConsoleErrors('404 /ops/api/messages');
    await desk.context.close();

    const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=messageV2');
    const panel = page.getByRole('region', { name: 'Platform messages' });
    const item = panel.getByRole('listitem').filter({ hasText: 'Your limit was raised' });
    // Shown as text: the tags are words, and the line break is kept.
    await item.getByText('From today you may withdraw <b>50,000</b> a day.', { exact: false }).waitFor();
    expect(await item.locator('b').count()).toBe(0);
    await item.getByRole('button', { name: 'Mark read: Your limit was raised' }).click();
    await expect.poll(() => item.getByText('New', { exact: true }).count()).toBe(0);
    await shoot(page, 'messages-operator-message');
    await context.close();
  });
});
