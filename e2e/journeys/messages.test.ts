import { describe, expect, test } from 'vitest';
import { shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
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
});
