import { expect } from 'vitest';
import { api, type Call } from './accounts';
import type { TestContext } from './build-app';
import { operatorToken } from './cashier';

export type MissionView = {
  id: string;
  title: string;
  period: 'DAILY' | 'WEEKLY';
  kind: string;
  achieved: string;
  target: string;
  reward: string;
  score: number;
  state: 'IN_PROGRESS' | 'CLAIM' | 'CLAIMED';
  periodKey: string;
  periodEndsAt: string;
};

/** The mission steps of the missions test files, on the app the file builds (`app()` is read at each call). */
export function missionSteps(app: () => TestContext) {
  /** An operator creates a mission (a slot-bet daily mission unless the payload says otherwise). */
  async function create(payload: Record<string, unknown> = {}): Promise<Call> {
    const t = app();
    return api(t, 'POST', '/ops/api/missions', {
      token: await operatorToken(t, 'operator'),
      payload: {
        title: 'Bet on slots today',
        period: 'DAILY',
        kind: 'BET',
        category: 'RNG',
        target: '200.00',
        reward: '5.00',
        rewardWagering: 2,
        score: 10,
        ...payload,
      },
    });
  }

  /** A mission created, answering its id. */
  async function created(payload: Record<string, unknown> = {}): Promise<string> {
    const call = await create(payload);
    expect(call.body.success, JSON.stringify(call.body)).toBe(true);
    return call.body.value.id;
  }

  /** The member's view of one mission. */
  async function mission(token: string, id: string): Promise<MissionView | undefined> {
    const { body } = await api(app(), 'GET', '/wps/member/missions', { token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return [...body.value.daily, ...body.value.weekly].find((candidate: MissionView) => candidate.id === id);
  }

  const claim = (token: string | undefined, id: string) =>
    api(app(), 'POST', `/wps/member/missions/${id}/claim`, token ? { token } : {});

  async function close(id: string): Promise<Call> {
    const t = app();
    return api(t, 'POST', `/ops/api/missions/${id}/close`, { token: await operatorToken(t, 'operator') });
  }

  async function badges(token: string): Promise<{ rewards: number; missions: number }> {
    const { body } = await api(app(), 'GET', '/wps/member/rewards/badges', { token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value;
  }

  return { create, created, mission, claim, close, badges };
}
