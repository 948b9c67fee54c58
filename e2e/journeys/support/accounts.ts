/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type postgres from 'postgres';
import { openContext, seedStorage, VIEWPORTS } from '../../harness/browser';

export const DEMO_PASSWORD = 'Demo2026';
/** The password of members the journeys register: strong enough for the password policy (issue 11.7). */
export const MEMBER_PASSWORD = 'Luck8Spin42';

/** A fresh account name that passes the demo username rule (a letter first, 6 to 16 letters and digits). */
export function freshName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);
}

/** A fresh mobile number for the +86 default (11 digits, starting 139). */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

type Envelope<T> = { success: boolean; code: string; value: T };

/** Calls the API directly, optionally as a visitor from another address (TRUST_PROXY=127.0.0.1). */
export async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: { ip?: string; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Registers a member through the API (from the loopback address, which becomes the member's known address). */
export async function registerByApi(
  baseUrl: string,
  account: {
    username: string;
    password?: string;
    payeeName?: string;
    email?: string;
    affiliateCode?: string;
  },
): Promise<string> {
  const password = account.password ?? MEMBER_PASSWORD;
  const answer = await api<{ token: string }>(baseUrl, 'PUT', '/wps/member/register', {
    ...account,
    password,
    confirmPassword: password,
    termsAccepted: true,
    login: true,
  });
  if (!answer.success) throw new Error(`registration of ${account.username} failed: ${answer.code}`);
  return answer.value.token;
}

/** The newest message to a destination in the outbox (e-mail address or E.164 number), waiting for it. */
export async function readOutbox(sql: postgres.Sql, destination: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const rows = await sql<{ id: number; body: string }[]>`
      select id::int as id, body from outbox where destination = ${destination} and id > ${after} order by id desc limit 1`;
    const row = rows[0];
    if (row) return row.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no outbox message to ${destination}`);
}

export async function lastOutboxId(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ id: number | null }[]>`select max(id)::int as id from outbox`;
  return row?.id ?? 0;
}

/** A browser context that looks like a visitor from `ip`, optionally in a theme and already logged in. */
export async function visitorContext(
  browser: Browser,
  baseUrl: string,
  options: {
    ip?: string;
    viewport?: keyof typeof VIEWPORTS;
    theme?: 'dark' | 'light';
    token?: string;
    /** The device's time zone (an IANA name); the machine's when absent. */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser, {
    baseURL: baseUrl,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.ip ? { extraHTTPHeaders: { 'x-forwarded-for': options.ip } } : {}),
  });
  await seedStorage(context, {
    local: options.theme ? { theme: options.theme } : {},
    session: options.token ? { token: options.token } : {},
  });
  return { context, page: await context.newPage() };
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username', { exact: true }).waitFor();
  return dialog;
}

/** Logs in through the popup with account name and password. */
export async function loginThroughPopup(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/** The header shows the account once logged in. */
export async function expectLoggedIn(page: Page, account: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
  await page.getByRole('banner').getByText(account, { exact: true }).waitFor();
}
