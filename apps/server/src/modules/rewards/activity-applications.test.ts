import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { activitySteps } from '../../../test/activities';
import { application, applicationSteps, type Part, screenshot } from '../../../test/applications';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, messagesOf, newCashierPlayer, operatorToken } from '../../../test/cashier';
import { jpegImage, pngImage } from '../../../test/images';

let t: TestContext;
let operator: string;
const { bonuses } = bonusSteps(() => t);
const { createActivity, activityOf } = activitySteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => {
  await t?.close();
});

const { apply, applicationOf, decide, entries } = applicationSteps(
  () => t,
  () => operator,
);

describe('an application activity', () => {
  let activity: { id: string };
  beforeAll(async () => {
    activity = await createActivity(application(), { title: 'Share your big win' });
  });

  it('takes a comment and images (IN_PROCESS), and an approval pays its bonus with wagering once', async () => {
    const player = await newCashierPlayer(t);
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'APPLYING', amount: '18.00' });
    const withPayload = Buffer.concat([pngImage(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const sent = await apply(player, activity.id, [
      { name: 'comment', value: '  Won 500 on Fortune Tiger!  ' },
      screenshot('win.png', withPayload),
      screenshot('photo.JPG', jpegImage(16, 12)),
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value.activity).toMatchObject({
      state: 'IN_PROCESS',
      application: { comment: 'Won 500 on Fortune Tiger!', note: null },
    });
    const waiting = await applicationOf(activity.id, player.username);
    expect(waiting?.images).toHaveLength(2);
    // The images are served to operators only, re-encoded: what was appended to the PNG is gone.
    const first = waiting?.images[0] ?? '';
    const served = await t.app.inject({ url: first, headers: { authorization: `Bearer ${operator}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('<?php'))).toBe(false);
    const asMember = await t.app.inject({ url: first, headers: { authorization: `Bearer ${player.token}` } });
    expect(asMember.statusCode).toBe(401);
    // The member sees what they sent, at their own addresses: the same pixels, in their order.
    const own = sent.body.value.activity.application.images as string[];
    expect(own).toEqual(
      [0, 1].map((index) => `/wps/member/rewards/applications/${waiting?.id}/images/${index}`),
    );
    const mine = await t.app.inject({ url: own[0], headers: { authorization: `Bearer ${player.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(served.rawPayload)).toBe(true);
    const second = await t.app.inject({ url: own[1], headers: { authorization: `Bearer ${player.token}` } });
    expect(second.headers['content-type']).toBe('image/jpeg');

    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => decide(waiting?.id ?? '', 'approve', 'Nice win')),
    );
    const approved = decisions.filter((call) => call.body.success);
    expect(approved).toHaveLength(1);
    expect(approved[0]?.body.value).toMatchObject({ state: 'ISSUED', amount: '18.00', note: 'Nice win' });
    for (const refused of decisions.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('APPLICATION_DECIDED');
    }
    expect(await activityOf(player, activity.id)).toMatchObject({
      state: 'ISSUED',
      amount: '18.00',
      application: { note: 'Nice win' },
    });
    expect((await balanceOf(t, player.token)).balance).toBe('18.00');
    expect((await bonuses(player.token)).content).toMatchObject([
      { source: 'ACTIVITY:APPLICATION', amount: '18.00', wageringRequired: '18.00', status: 'ACTIVE' },
    ]);
    expect((await decide(waiting?.id ?? '', 'reject', 'Too late')).body.code).toBe('APPLICATION_DECIDED');
    // Told once, in the decision's transaction, beside the bonus's own message.
    const told = (await messagesOf(t, player)).filter((message) => message.kind.startsWith('ACTIVITY_'));
    expect(told).toEqual([
      {
        kind: 'ACTIVITY_APPLICATION_APPROVED',
        params: { applicationId: waiting?.id, title: expect.any(String) },
      },
    ]);
    const audited = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where target_id = $1 and action = 'ACTIVITY_APPLICATION_APPROVE'`,
      [waiting?.id],
    );
    expect(audited[0]?.count).toBe(1);
  });

  it('is rejected with a note the member reads, paying nothing; of 30 parallel decisions one acts', async () => {
    const player = await newCashierPlayer(t);
    await apply(player, activity.id, [{ name: 'comment', value: 'Look at this' }, screenshot()]);
    const waiting = await applicationOf(activity.id, player.username);
    expect((await decide(waiting?.id ?? '', 'reject', 'no')).body.code).toBe('VALIDATION_FAILED');
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        decide(waiting?.id ?? '', index % 2 ? 'approve' : 'reject', 'The screenshot is not a win'),
      ),
    );
    const acted = decisions.filter((call) => call.body.success);
    expect(acted).toHaveLength(1);
    const state = acted[0]?.body.value.state;
    if (state === 'REJECTED') {
      expect(await activityOf(player, activity.id)).toMatchObject({
        state: 'REJECTED',
        application: { note: 'The screenshot is not a win' },
      });
      expect((await balanceOf(t, player.token)).balance).toBe('0.00');
    } else {
      expect((await balanceOf(t, player.token)).balance).toBe('18.00');
    }
  });

  it('pays nothing when rejected', async () => {
    const player = await newCashierPlayer(t);
    await apply(player, activity.id, [{ name: 'comment', value: 'Here it is' }, screenshot()]);
    const waiting = await applicationOf(activity.id, player.username);
    const rejected = await decide(waiting?.id ?? '', 'reject', 'This is not a screenshot of a win');
    expect(rejected.body.value).toMatchObject({ state: 'REJECTED', bonusId: null });
    expect(await activityOf(player, activity.id)).toMatchObject({
      state: 'REJECTED',
      application: { comment: 'Here it is', note: 'This is not a screenshot of a win' },
    });
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
    expect((await bonuses(player.token)).content).toEqual([]);
    expect(await messagesOf(t, player)).toEqual([
      {
        kind: 'ACTIVITY_APPLICATION_REJECTED',
        params: {
          applicationId: waiting?.id,
          title: expect.any(String),
          reason: 'This is not a screenshot of a win',
        },
      },
    ]);
    // Rejected is final for the period: the member does not apply again today.
    const again = await apply(player, activity.id, [{ name: 'comment', value: 'Again' }, screenshot()]);
    expect(again.body.code).toBe('ACTIVITY_ALREADY_APPLIED');
  });

  it('makes one application of 30 parallel ones (C8)', async () => {
    const player = await newCashierPlayer(t);
    const sent = await Promise.all(
      Array.from({ length: 30 }, () =>
        apply(player, activity.id, [{ name: 'comment', value: 'Race' }, screenshot()]),
      ),
    );
    expect(sent.filter((call) => call.body.success)).toHaveLength(1);
    for (const refused of sent.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('ACTIVITY_ALREADY_APPLIED');
    }
    const mine = await t.database.query<{ count: number }>(
      `select count(*)::int as count from activity_entries e join members m on m.id = e.member_id
       where e.activity_id = $1 and m.account = $2`,
      [activity.id, player.username],
    );
    expect(mine[0]?.count).toBe(1);
  });

  it('refuses a bad comment and anything but real images, with stable codes and no change', async () => {
    const player = await newCashierPlayer(t);
    const before = await entries(activity.id);
    const refusals: [Part[], number, string, string?][] = [
      [[{ name: 'comment', value: 'x'.repeat(141) }, screenshot()], 400, 'VALIDATION_FAILED', 'TOO_LONG'],
      [
        [{ name: 'comment', value: 'bell\u0007' }, screenshot()],
        400,
        'VALIDATION_FAILED',
        'CONTROL_CHARACTERS',
      ],
      [
        [{ name: 'comment', value: 'nul\u0000' }, screenshot()],
        400,
        'VALIDATION_FAILED',
        'CONTROL_CHARACTERS',
      ],
      [[{ name: 'comment', value: '   ' }, screenshot()], 400, 'VALIDATION_FAILED', 'REQUIRED'],
      [[screenshot()], 400, 'VALIDATION_FAILED', 'REQUIRED'],
      [[{ name: 'comment', value: 'No image' }], 400, 'VALIDATION_FAILED'],
      [
        [{ name: 'comment', value: 'Fake' }, screenshot('win.png', Buffer.from('GIF89a....'))],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        [{ name: 'comment', value: 'Renamed' }, screenshot('win.png', jpegImage())],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        [{ name: 'comment', value: 'Script' }, screenshot('win.svg', pngImage())],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        [{ name: 'comment', value: 'Four' }, screenshot(), screenshot(), screenshot(), screenshot()],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        [
          { name: 'comment', value: 'Other field' },
          { name: 'imageIds', value: '1,2' },
        ],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [parts, status, code, field] of refusals) {
      const refused = await apply(player, activity.id, parts);
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(refused.body.code).toBe(code);
      if (field) expect(refused.body.errors?.[0]?.code).toBe(field);
    }
    // Only the member's own upload, in the same call: a JSON body naming images is refused before it is read.
    const json = await api(t, 'POST', `/wps/member/rewards/activities/${activity.id}/apply`, {
      token: player.token,
      payload: { comment: 'Hi', images: ['/ops/api/activity-applications/1/images/0'] },
    });
    expect(json.response.statusCode).toBe(415);
    expect(await entries(activity.id)).toBe(before);
    expect((await activityOf(player, activity.id))?.state).toBe('APPLYING');
  });

  it('is the member’s own: nobody decides but an operator, and another member sees only its own state', async () => {
    const player = await newCashierPlayer(t);
    const other = await newCashierPlayer(t);
    await apply(player, activity.id, [{ name: 'comment', value: 'Mine' }, screenshot()]);
    const waiting = await applicationOf(activity.id, player.username);
    expect((await decide(waiting?.id ?? '', 'approve', '', other.token)).response.statusCode).toBe(401);
    expect(
      (await api(t, 'GET', '/ops/api/activity-applications', { token: other.token })).response.statusCode,
    ).toBe(401);
    expect(await activityOf(other, activity.id)).toMatchObject({ state: 'APPLYING' });
    expect((await activityOf(other, activity.id)) as object).not.toHaveProperty('application.comment');
    expect((await decide('999999999', 'approve', '')).body.code).toBe('APPLICATION_NOT_FOUND');
    // Another member's address of the image finds nothing; without a session, nothing is read.
    const image = `/wps/member/rewards/applications/${waiting?.id}/images/0`;
    const byOther = await t.app.inject({ url: image, headers: { authorization: `Bearer ${other.token}` } });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: image })).statusCode).toBe(401);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: `/wps/member/rewards/activities/${activity.id}/apply`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('takes no image when none is asked for, and refuses applications to a closed or other activity', async () => {
    const open = await createActivity(application({ imagesRequired: false, frequency: 'ONCE' }));
    const player = await newCashierPlayer(t);
    const sent = await apply(player, open.id, [{ name: 'comment', value: 'Just words' }]);
    expect(sent.body.value.activity).toMatchObject({ state: 'IN_PROCESS' });
    expect((await applicationOf(open.id, player.username))?.images).toEqual([]);

    const closing = await createActivity(application());
    await api(t, 'POST', `/ops/api/activities/${closing.id}/close`, { token: operator });
    const late = await newCashierPlayer(t);
    expect(
      (await apply(late, closing.id, [{ name: 'comment', value: 'Late' }, screenshot()])).body.code,
    ).toBe('ACTIVITY_NOT_AVAILABLE');
    const coming = await createActivity(application(), {
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await activityOf(late, coming.id)).toMatchObject({ state: 'COMING_SOON' });
    expect(
      (await apply(late, coming.id, [{ name: 'comment', value: 'Early' }, screenshot()])).body.code,
    ).toBe('ACTIVITY_NOT_AVAILABLE');
    const signIn = await createActivity({
      kind: 'DAILY_SIGN_IN',
      rules: { rewards: ['1.00', '1.00', '1.00', '1.00', '1.00', '1.00', '1.00'], wageringMultiple: 1 },
    });
    expect((await apply(late, signIn.id, [{ name: 'comment', value: 'Wrong' }])).body.code).toBe(
      'ACTIVITY_NOT_AVAILABLE',
    );
    expect((await apply(late, '999999999', [{ name: 'comment', value: 'None' }])).body.code).toBe(
      'ACTIVITY_NOT_FOUND',
    );
  });
});
