import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { freshName, registerByApi } from './accounts';
import { memberCall, memberIdOf, opsCall } from './cashier';

// Agent contracts for the console's journeys (issue 14): agents made the way the console makes them, a contract
// between them through the agent calls, and settlements as the job leaves them.

const APPLICATION = {
  reason: 'I run a card club of about twenty regulars and want to bring them here.',
  expectedTeamSize: 20,
  contact: 'Telegram @club_owner',
};

export type Agent = { account: string; token: string; code: string };

/** A fresh member under `affiliateCode` (the house without one), made an agent by an operator's approval. */
export async function newAgent(baseUrl: string, opsToken: string, affiliateCode?: string): Promise<Agent> {
  const account = freshName('agt');
  const token = await registerByApi(baseUrl, {
    username: account,
    ...(affiliateCode ? { affiliateCode } : {}),
  });
  await memberCall(baseUrl, token, 'POST', '/wps/member/agent-application', APPLICATION);
  const waiting = await opsCall<{ id: string; account: string }[]>(
    baseUrl,
    opsToken,
    'GET',
    '/ops/api/agent-applications',
  );
  const application = waiting.find((row) => row.account === account);
  if (!application) throw new Error(`no application of ${account}`);
  const approved = await opsCall<{ affiliateCode: string }>(
    baseUrl,
    opsToken,
    'POST',
    `/ops/api/agent-applications/${application.id}/approve`,
  );
  return { account, token, code: approved.affiliateCode };
}

/**
 * A top agent (its upline is the house: it works under the brand's terms) and a sub-agent of its own, with a daily
 * salary contract between them at `rate` percent from the first active member, offered and accepted.
 */
export async function contractedAgents(baseUrl: string, opsToken: string, rate: string) {
  const top = await newAgent(baseUrl, opsToken);
  const sub = await newAgent(baseUrl, opsToken, top.code);
  const offered = await memberCall<{ id: string }>(baseUrl, top.token, 'POST', '/wps/agent/contracts', {
    downlineId: await memberIdOf(baseUrl, opsToken, sub.account),
    kind: 'DAILY_SALARY',
    tiers: [{ minBase: '0', minActive: 1, rate }],
    requestId: randomUUID(),
  });
  await memberCall(baseUrl, sub.token, 'POST', '/wps/agent/contract/daily-salary/process', {
    contractId: offered.id,
    action: 'ACCEPT',
  });
  return { top, sub, contractId: offered.id };
}

/**
 * A daily salary of `amount` minor units for the brand day `daysAgo` back, owed by `payer` to `payee` and stuck for
 * want of funds, as the job leaves it when the payer's wallet is short (tier 1, 0.5% of 10,000.00).
 */
export async function stuckSalary(
  sql: postgres.Sql,
  parties: { payee: string; payer: string; contractId: string },
  daysAgo: number,
  amount = 5_000,
): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into contract_settlements (kind, period, period_start, period_end, payee_id, payer_id, contract_id,
      depth, base, active_members, tier, rate, amount, status, attempts)
    select 'DAILY_SALARY', 'DAILY', (d - ${daysAgo}::int)::timestamp at time zone z,
      (d - ${daysAgo}::int + 1)::timestamp at time zone z, e.id, p.id, ${parties.contractId}, 2, 1000000, 3, 1,
      5000, ${amount}, 'WAITING_FUNDS', 1
    from (select (now() at time zone time_zone)::date as d, time_zone as z from site_settings) s,
      members e, members p
    where e.account = ${parties.payee} and p.account = ${parties.payer}
    returning id::text as id`;
  if (!row) throw new Error('no stuck salary written');
  return row.id;
}
