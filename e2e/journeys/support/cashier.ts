/// <reference lib="dom" />
import { randomBytes, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type postgres from 'postgres';
import { openContext, seedStorage, VIEWPORTS } from '../../harness/browser';
import { api, MEMBER_PASSWORD } from './accounts';
import { type Authenticator, nextCode } from './totp';

export type Operator = {
  username: string;
  password: string;
  /** The operator's authenticator app; null until the operator has set one up. */
  authenticator: Authenticator | null;
};

/**
 * An operator of this journey file, written the way the seed writes the demo operators (argon2id), so that no
 * journey depends on whether another file already changed the demo operators' first password. Unless it is to
 * go through the first sign-in, it already has an authenticator (a secret written beside it, as the enrolment
 * would), and its codes come from `nextCode`.
 */
export async function createOperator(
  sql: postgres.Sql,
  { mustChangePassword = false }: { mustChangePassword?: boolean } = {},
): Promise<Operator> {
  const username = `ops${randomBytes(4).toString('hex')}`;
  const password = `Journey${randomBytes(3).toString('hex')}9`;
  const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2 });
  const secret = mustChangePassword ? null : randomBytes(20);
  await sql`insert into operators (username, password_hash, role, must_change_password, totp_secret, totp_enabled)
            values (${username}, ${hash}, 'ADMIN', ${mustChangePassword}, ${secret}, ${secret !== null})`;
  return { username, password, authenticator: secret ? { secret, lastStep: 0 } : null };
}

/** Logs an operator in through the API with password and a fresh code (login is not the subject of most journeys). */
export async function operatorToken(baseUrl: string, operator: Operator): Promise<string> {
  const code = operator.authenticator ? await nextCode(operator.authenticator) : undefined;
  const answer = await api<{ token: string }>(baseUrl, 'POST', '/ops/api/session/login', {
    username: operator.username,
    password: operator.password,
    ...(code ? { code } : {}),
  });
  if (!answer.success) throw new Error(`operator login failed: ${answer.code}`);
  return answer.value.token;
}

/** Calls the operator API, failing loudly on a refusal. */
export async function opsCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await api<T>(baseUrl, method, path, body, { token });
  if (!answer.success) throw new Error(`${method} ${path} failed: ${answer.code}`);
  return answer.value;
}

/** A member's id by account, through the operator's member lookup. */
export async function memberIdOf(baseUrl: string, token: string, account: string): Promise<string> {
  const rows = await opsCall<{ id: string; account: string }[]>(
    baseUrl,
    token,
    'GET',
    `/ops/api/members?q=${encodeURIComponent(account)}`,
  );
  const row = rows.find((candidate) => candidate.account === account);
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

/**
 * Funds a member with an operator adjustment (a ledger transaction with its reason). One operator alone may post
 * up to ¥10,000.00 at a time (more waits for a second operator), so larger sums go in several calls.
 */
export async function fundMember(baseUrl: string, token: string, account: string, amount: string) {
  const id = await memberIdOf(baseUrl, token, account);
  const result = await opsCall<{ status: string }>(baseUrl, token, 'POST', `/ops/api/members/${id}/adjust`, {
    amount,
    reason: 'Journey funding',
    requestId: randomUUID(),
  });
  if (result.status !== 'POSTED') throw new Error(`funding ${amount} waits for a second operator`);
}

/** Calls the member API with the member's token, failing loudly on a refusal. */
export async function memberCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await api<T>(baseUrl, method, path, body, { token });
  if (!answer.success) throw new Error(`${method} ${path} failed: ${answer.code}`);
  return answer.value;
}

/**
 * Bets do not exist yet, so no member can meet a turnover requirement: withdrawal journeys switch it off and
 * put it back afterwards (the server hears of changes to cashier_settings at once, through NOTIFY).
 */
export async function setTurnoverPercent(sql: postgres.Sql, percent: number): Promise<number> {
  const [row] = await sql<{ percent: number }[]>`
    select turnover_multiple_percent::int as percent from cashier_settings where id = 1`;
  await sql`update cashier_settings set turnover_multiple_percent = ${percent} where id = 1`;
  // The server drops its cached settings on NOTIFY; give it a moment to hear it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return row?.percent ?? 100;
}

export const PAYMENT_PASSWORD = '246810';

/** A member with a payment password, a payout account and a withdrawal request waiting for the cashier. */
export async function requestedWithdrawal(
  baseUrl: string,
  memberToken: string,
  amount: string,
): Promise<string> {
  await memberCall(baseUrl, memberToken, 'POST', '/wps/member/payment-password', {
    password: MEMBER_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  const account = await memberCall<{ id: string }>(
    baseUrl,
    memberToken,
    'POST',
    '/wps/cashier/bank-accounts',
    {
      bankName: 'Harbour Bank',
      accountNumber: '6222020012345678',
      accountName: 'Jane Tester',
      password: MEMBER_PASSWORD,
    },
  );
  const withdrawal = await memberCall<{ id: string }>(
    baseUrl,
    memberToken,
    'POST',
    '/wps/cashier/withdrawals',
    {
      bankAccountId: account.id,
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
    },
  );
  return withdrawal.id;
}

/** The same, approved and disbursed by the operator: the member is asked to confirm the payout. */
export async function disbursedWithdrawal(
  baseUrl: string,
  memberToken: string,
  operatorTokenValue: string,
  amount: string,
): Promise<string> {
  const id = await requestedWithdrawal(baseUrl, memberToken, amount);
  await opsCall(baseUrl, operatorTokenValue, 'POST', `/ops/api/withdrawals/${id}/approve`);
  await opsCall(baseUrl, operatorTokenValue, 'POST', `/ops/api/withdrawals/${id}/disburse`);
  return id;
}

/** A browser context in the operator console, logged in by its token (under its own storage key). */
export async function operatorContext(
  browser: Browser,
  baseUrl: string,
  token: string,
  options: { viewport?: keyof typeof VIEWPORTS; theme?: 'dark' | 'light' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser, {
    baseURL: baseUrl,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  });
  await seedStorage(context, {
    local: options.theme ? { theme: options.theme } : {},
    session: { opsToken: token },
  });
  return { context, page: await context.newPage() };
}

/** The header's balance as the member sees it ("¥1,234.50"). */
export async function headerBalance(page: Page): Promise<string> {
  return (
    (await page.getByRole('banner').locator('.balance-chip__amount .money').textContent()) ?? ''
  ).trim();
}

/** Waits until the header shows this balance, refreshing it with its button while it does not. */
export async function expectHeaderBalance(page: Page, expected: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const shown = await headerBalance(page).catch(() => '');
    if (shown === expected) return;
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await page.waitForTimeout(700);
  }
  throw new Error(`the header balance is ${await headerBalance(page)}, not ${expected}`);
}
