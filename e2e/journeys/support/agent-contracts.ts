import type { Page } from 'playwright-core';
import type postgres from 'postgres';
import { api, DEMO_PASSWORD } from './accounts';
import { memberCall } from './cashier';

/** A settlement as the record pages get it (GET /wps/agent/settlements). */
export type SettlementRow = {
  id: string;
  kind: string;
  payee: string;
  payer: string | null;
  base: string;
  activeMembers: number;
  tier: number | null;
  rate: string;
  amount: string;
  status: string;
  paidAt: string | null;
};

/** "12.34" or "-0.50" in cents, exactly. */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -value : value;
}

/** Logs a demo account in through the API (the journeys' way when logging in is not the subject). */
export async function demoToken(baseUrl: string, username: string): Promise<string> {
  const login = await api<{ token: string }>(baseUrl, 'POST', '/wps/session/login', {
    username,
    password: DEMO_PASSWORD,
  });
  if (!login.success) throw new Error(`${username} cannot log in: ${login.code}`);
  return login.value.token;
}

/** Signs an agent in on /agent, the agent login page, and waits for the agent centre. */
export async function signInAsAgent(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto('/agent');
  const form = page.getByRole('region', { name: 'Agent sign-in' });
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log in to the agent centre' }).click();
  await page.waitForURL(`${baseUrl}/agentHome`);
}

/** The brand's time zone and today in it (YYYY-MM-DD). */
export async function brandDay(baseUrl: string): Promise<{ timeZone: string; today: string }> {
  const answer = await api<{ brand: { timeZone: string } }>(baseUrl, 'GET', '/wps/system/permission');
  const { timeZone } = answer.value.brand;
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return { timeZone, today };
}

/**
 * How far to move the settlement clock for today's daily salary to fall due: the minutes to the brand's next
 * midnight, the daily delay (contract_settings.daily_delay_minutes) and one more.
 */
export async function minutesUntilDailySettlement(sql: postgres.Sql, timeZone: string): Promise<number> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? '0');
  const secondsToday = part('hour') * 3600 + part('minute') * 60 + part('second');
  const [settings] = await sql<{ delay: number }[]>`
    select daily_delay_minutes as delay from contract_settings where id = 1`;
  return Math.ceil((86_400 - secondsToday) / 60) + (settings?.delay ?? 60) + 1;
}

/** One page of an agent's settlements of a kind over brand days. */
export async function settlementsOf(
  baseUrl: string,
  token: string,
  query: { kind: string; role: 'received' | 'paid'; startDate: string; endDate: string },
): Promise<SettlementRow[]> {
  const search = new URLSearchParams({ ...query, pageSize: '100' });
  const page = await memberCall<{ content: SettlementRow[] }>(
    baseUrl,
    token,
    'GET',
    `/wps/agent/settlements?${search}`,
  );
  return page.content;
}

/** The main wallet's balance in cents. */
export async function balanceCents(baseUrl: string, token: string): Promise<bigint> {
  const balance = await memberCall<{ balance: string }>(baseUrl, token, 'GET', '/wps/v2/wallets/balance');
  return cents(balance.balance);
}
