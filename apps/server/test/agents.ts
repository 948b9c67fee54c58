import { expect } from 'vitest';
import { insertMember } from '../src/modules/member/queries';
import { api, newRegistration } from './accounts';
import type { TestContext } from './build-app';

/** An agent (type 1) under `uplineId` with an invitation code, whose password is the demo one (agent01's hash). */
export async function insertAgent(
  t: TestContext,
  account: string,
  code: string,
  uplineId: bigint,
): Promise<bigint> {
  const [row] = await t.database.query<{ password_hash: string }>(
    "select password_hash from members where account = 'agent01'",
  );
  return t.database.transaction((tx) =>
    insertMember(tx, {
      account,
      type: 1,
      passwordHash: row?.password_hash ?? '',
      uplineId,
      affiliateCode: code,
    }),
  );
}

/** A player registered through the API with an agent's invitation code: its account and session token. */
export async function registerUnder(
  t: TestContext,
  code: string,
  extra: Record<string, unknown> = {},
): Promise<{ account: string; token: string }> {
  const payload = newRegistration({ affiliateCode: code, payeeName: 'Tran Van An', ...extra });
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { account: String(payload.username), token: body.value.token };
}
