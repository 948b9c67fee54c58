import { expect } from 'vitest';
import { api } from './accounts';
import type { TestContext } from './build-app';
import { operatorToken, type Player } from './cashier';

export const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** A first-deposit activity's rules (100% up to 888.00 from 100.00, wagered 10 times, joined first). */
export const firstDeposit = (rules: Record<string, unknown> = {}) => ({
  kind: 'FIRST_DEPOSIT',
  rules: {
    percent: 100,
    maxBonus: '888.00',
    minDeposit: '100.00',
    wageringMultiple: 10,
    joinRequired: true,
    ...rules,
  },
});

/** A daily sign-in's rules (a week of 1.00 to 18.00, wagered 3 times). */
export const dailySignIn = {
  kind: 'DAILY_SIGN_IN',
  rules: { rewards: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'], wageringMultiple: 3 },
};

/** The activity steps of the rewards test files, on the app the file builds (`app()` is read at each call). */
export function activitySteps(app: () => TestContext) {
  /** An operator creates a live activity (started an hour ago unless `extra` says otherwise). */
  async function createActivity(activity: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const t = app();
    const call = await api(t, 'POST', '/ops/api/activities', {
      token: await operatorToken(t, 'operator'),
      payload: { title: 'Test activity', promotionType: 'NEWBIE', startsAt: hourAgo(), activity, ...extra },
    });
    expect(call.body.success, JSON.stringify(call.body)).toBe(true);
    return call.body.value as {
      id: string;
      status: string;
      figures: { members: number; claimed: number; paid: string };
    };
  }

  /** The activity as the member's reward centre lists it (undefined when it is not listed to the member). */
  async function activityOf(player: Player, id: string) {
    const { body } = await api(app(), 'GET', '/wps/member/rewards/activities', { token: player.token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return (body.value as { id: string; state: string; amount: string | null; streak: number | null }[]).find(
      (activity) => activity.id === id,
    );
  }

  const act = (player: Player, id: string, action: 'join' | 'claim') =>
    api(app(), 'POST', `/wps/member/rewards/activities/${id}/${action}`, { token: player.token });

  return { createActivity, activityOf, act, firstDeposit, dailySignIn, hourAgo };
}
