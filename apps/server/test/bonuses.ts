import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './accounts';
import { runJob, type TestContext } from './build-app';
import { operatorToken } from './cashier';
import { memberId } from './money';

export type BonusCall = {
  status: number;
  body: { success: boolean; code?: string; value?: Record<string, unknown> };
};

/** The bonus steps of the rewards test files, on the app the file builds (`app()` is read at each call). */
export function bonusSteps(app: () => TestContext) {
  /** An operator pays the member a bonus (100.00 to wager 10 times, unless the payload says otherwise). */
  async function grant(
    player: { username: string },
    payload: Record<string, unknown> = {},
    token?: string,
  ): Promise<BonusCall> {
    const t = app();
    const id = await memberId(t, player.username);
    const call = await api(t, 'POST', `/ops/api/members/${id}/bonuses`, {
      token: token ?? (await operatorToken(t, 'operator')),
      payload: {
        amount: '100.00',
        wageringMultiple: 10,
        title: 'Welcome back bonus',
        requestId: randomUUID(),
        ...payload,
      },
    });
    return { status: call.response.statusCode, body: call.body };
  }

  /** The member's bonus details as the member reads them. */
  async function bonuses(token: string, query = '') {
    const { body } = await api(app(), 'GET', `/wps/member/bonuses${query}`, { token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value as {
      content: {
        id: string;
        status: string;
        wagered: string;
        wageringRequired: string;
        reclaimed: string | null;
      }[];
      totalElements: number;
      outstanding: { active: number; wageringRequired: string; wagered: string };
    };
  }

  /** One run of the rewards consumer, as the scheduler makes it every second. */
  const consume = () => runJob(app(), 'rewards-consumer');

  /** Ledger transactions of a kind about one bonus (its payment, its cancellation). */
  async function ledgerCount(kind: string, bonusId: string): Promise<number> {
    const [row] = await app().database.query<{ count: number }>(
      `select count(*)::int as count from ledger_transactions where kind = $1 and memo->>'bonusId' = $2`,
      [kind, bonusId],
    );
    return row?.count ?? 0;
  }

  return { grant, bonuses, consume, ledgerCount };
}
