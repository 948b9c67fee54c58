import { randomUUID } from 'node:crypto';
import { api, loginToken } from './accounts';
import { insertAgent, registerUnder } from './agents';
import type { TestContext } from './build-app';
import { memberId } from './money';

// Agent contracts' test helpers (issue 14): a tree of agents under the house, and the contract calls.

let counter = 0;

/** A fresh agent under `uplineId`, logged in (the demo password): its id, account, invitation code and token. */
export async function newAgent(t: TestContext, uplineId: bigint | 'house', prefix = 'ag') {
  counter++;
  const account = `${prefix}${randomUUID().slice(0, 5)}${counter}`;
  const code = `C${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const upline = uplineId === 'house' ? await memberId(t, 'house') : uplineId;
  const id = await insertAgent(t, account, code, upline);
  return { id, account, code, token: await loginToken(t, account) };
}

export type TestAgent = Awaited<ReturnType<typeof newAgent>>;

/** A player registered with the agent's code: its id, account and token. */
export async function newPlayer(t: TestContext, agent: TestAgent) {
  const { account, token } = await registerUnder(t, agent.code);
  return { id: await memberId(t, account), account, token };
}

type Tier = { minBase: string; minActive: number; rate: string };

export function offer(
  t: TestContext,
  upline: TestAgent,
  downlineId: bigint,
  kind: string,
  tiers: Tier[],
  extra: Record<string, unknown> = {},
) {
  return api(t, 'POST', '/wps/agent/contracts', {
    token: upline.token,
    payload: { downlineId: downlineId.toString(), kind, tiers, requestId: randomUUID(), ...extra },
  });
}

const PATHS: Record<string, string> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily-salary',
  HOURLY_SALARY: 'hourly-salary',
  REALTIME_SALARY: 'realtime-salary',
};

export function processContract(
  t: TestContext,
  token: string,
  kind: string,
  contractId: string,
  action: string,
  endDownlineContracts?: boolean,
) {
  return api(t, 'POST', `/wps/agent/contract/${PATHS[kind] ?? kind}/process`, {
    token,
    payload: { contractId, action, ...(endDownlineContracts === undefined ? {} : { endDownlineContracts }) },
  });
}

/** Offers and accepts: the contract's id. */
export async function contractBetween(
  t: TestContext,
  upline: TestAgent,
  downline: TestAgent,
  kind: string,
  tiers: Tier[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const offered = await offer(t, upline, downline.id, kind, tiers, extra);
  if (!offered.body.success) throw new Error(`offer: ${JSON.stringify(offered.body)}`);
  const accepted = await processContract(t, downline.token, kind, offered.body.value.id, 'ACCEPT', true);
  if (!accepted.body.success) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  return offered.body.value.id;
}

export const flatTier = (rate: string): Tier[] => [{ minBase: '0', minActive: 0, rate }];
