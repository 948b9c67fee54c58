import { expect } from 'vitest';
import { api, newRegistration } from './accounts';
import type { TestContext } from './build-app';

export type Applicant = { token: string; username: string };

export const APPLICATION = {
  reason: 'I run a gaming club of forty regulars\nand want to bring them here.',
  expectedTeamSize: 40,
  contact: 'telegram @club_owner',
};

/** A fresh ordinary member, registered with an invitation code (agent01's, PLAYHALL, unless told). */
export async function newApplicant(t: TestContext, affiliateCode = 'PLAYHALL'): Promise<Applicant> {
  const payload = newRegistration({ affiliateCode });
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { token: body.value.token, username: String(payload.username) };
}

/** Applies with the standard application (or these fields), answering the call. */
export function applyAsAgent(t: TestContext, token: string, fields: Record<string, unknown> = {}) {
  return api(t, 'POST', '/wps/member/agent-application', { token, payload: { ...APPLICATION, ...fields } });
}

/** The id of a member's pending application, as the operator queue lists it. */
export async function pendingApplicationId(
  t: TestContext,
  operator: string,
  account: string,
): Promise<string> {
  const { body } = await api(t, 'GET', '/ops/api/agent-applications', { token: operator });
  const row = body.value.find((item: { account: string }) => item.account === account);
  if (!row) throw new Error(`No pending application of ${account}`);
  return row.id;
}
