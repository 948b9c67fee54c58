import { expect } from 'vitest';
import { api } from './accounts';
import type { TestContext } from './build-app';
import type { Player } from './cashier';
import { multipart, pngImage } from './images';

export type Part = Parameters<typeof multipart>[0][number];

/** An application activity's rules: 18.00 wagered once, daily, an image asked for unless said otherwise. */
export const application = (rules: Record<string, unknown> = {}) => ({
  kind: 'APPLICATION',
  rules: {
    amount: '18.00',
    wageringMultiple: 1,
    imagesRequired: true,
    frequency: 'DAILY',
    instruction: 'Post a screenshot of your big win',
    ...rules,
  },
});

/** An image part of an application (PNG unless the name says otherwise). */
export const screenshot = (name = 'win.png', data = pngImage(12, 20)): Part => ({
  name: 'files',
  filename: name,
  type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  data,
});

/** The application steps of the tests, on the app the file builds (`app()` and `operator()` read at each call). */
export function applicationSteps(app: () => TestContext, operator: () => string) {
  async function apply(player: Player, id: string, parts: Part[]) {
    const { body, contentType } = multipart(parts);
    const response = await app().app.inject({
      method: 'POST',
      url: `/wps/member/rewards/activities/${id}/apply`,
      headers: { authorization: `Bearer ${player.token}`, 'content-type': contentType },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function queue(state = 'IN_PROCESS') {
    const { body } = await api(app(), 'GET', `/ops/api/activity-applications?state=${state}&pageSize=100`, {
      token: operator(),
    });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value.content as { id: string; activityId: string; account: string; images: string[] }[];
  }

  /** The member's application of the activity as the console's queue lists it. */
  const applicationOf = async (activityId: string, account: string, state = 'IN_PROCESS') =>
    (await queue(state)).find((row) => row.activityId === activityId && row.account === account);

  const decide = (id: string, decision: 'approve' | 'reject', note: string, token = operator()) =>
    api(app(), 'POST', `/ops/api/activity-applications/${id}/${decision}`, { token, payload: { note } });

  /** How many entries (applications) the activity has. */
  const entries = async (activityId: string) =>
    (
      await app().database.query<{ count: number }>(
        'select count(*)::int as count from activity_entries where activity_id = $1',
        [activityId],
      )
    )[0]?.count;

  return { apply, applicationOf, decide, entries };
}
