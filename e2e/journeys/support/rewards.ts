import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type postgres from 'postgres';
import { MEMBER_PASSWORD } from './accounts';
import { memberCall, opsCall, PAYMENT_PASSWORD } from './cashier';

/**
 * Opens `path` again until `target` (read after each load) shows what the test waits for: the rewards consumer
 * counts bets and deposits within a second or two, and a page shows what was true when it loaded.
 */
export async function reloadUntil(
  page: Page,
  path: string,
  target: Locator,
  shows: (target: Locator) => Promise<boolean>,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.goto(path);
    await target.first().waitFor();
    if (await shows(target)) return;
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await page.waitForTimeout(1_000);
  }
}

/** The built-in games' rounds a member played. */
export async function roundsOf(sql: postgres.Sql, username: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from gp_rounds r join members m on r.player_id = m.id::text
    where m.account = ${username}`;
  return row?.count ?? 0;
}

/** A payment password and a payout account at Harbour Bank for a member named Jane Tester: a withdrawal's needs. */
export async function preparePayout(baseUrl: string, token: string): Promise<void> {
  await memberCall(baseUrl, token, 'POST', '/wps/member/payment-password', {
    password: MEMBER_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await memberCall(baseUrl, token, 'POST', '/wps/cashier/bank-accounts', {
    bankName: 'Harbour Bank',
    accountNumber: '6222020099887766',
    accountName: 'Jane Tester',
    password: MEMBER_PASSWORD,
  });
}

/** A bank-transfer deposit the cashier confirms: a real credited deposit. */
export async function confirmedDeposit(baseUrl: string, opsToken: string, token: string, amount: string) {
  const channels = await memberCall<{ id: string; kind: string }[]>(
    baseUrl,
    token,
    'GET',
    '/wps/cashier/deposit/channels',
  );
  const channel = channels.find((candidate) => candidate.kind === 'BANK_TRANSFER');
  const created = await memberCall<{ id: string }>(baseUrl, token, 'POST', '/wps/cashier/deposits', {
    channelId: channel?.id,
    amount,
    requestId: randomUUID(),
    payerReference: 'JOURNEY-1',
  });
  await opsCall(baseUrl, opsToken, 'POST', `/ops/api/deposits/${created.id}/confirm`);
}
