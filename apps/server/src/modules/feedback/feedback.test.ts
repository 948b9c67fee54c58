import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer, operatorToken } from '../../../test/cashier';
import { feedbackSteps, image, QUESTION } from '../../../test/feedback';
import { jpegImage, pngImage } from '../../../test/images';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => t?.close());

const { file, fileTicket, thread, list, stored } = feedbackSteps(
  () => t,
  () => operator,
);
const question = (content: string, type = 'GAME') => [
  { name: 'questionType', value: type },
  { name: 'content', value: content },
];

describe('filing a support ticket (PUT /wps/feedback)', () => {
  it('files a ticket without images: OPEN, its question as the first post, listed with the brand’s bounds', async () => {
    const player = await newCashierPlayer(t);
    const filed = await file(player, question(`  ${QUESTION}  `, 'WITHDRAW'));
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.value).toMatchObject({
      questionType: 'WITHDRAW',
      status: 'OPEN',
      excerpt: QUESTION,
      hasReply: false,
      closedAt: null,
      posts: [{ author: 'MEMBER', content: QUESTION, images: [] }],
    });
    const listed = await list(player);
    expect(listed.body.value.rules).toEqual({ minWords: 5, maxWords: 500, maxImages: 3, openTickets: 5 });
    expect(listed.body.value.tickets).toMatchObject({
      totalElements: 1,
      content: [{ id: filed.body.value.id }],
    });
  });

  it('keeps images re-encoded (U3) and shows them to their member only; another member finds nothing (S8)', async () => {
    const player = await newCashierPlayer(t);
    const stranger = await newCashierPlayer(t);
    const withPayload = Buffer.concat([pngImage(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const id = await fileTicket(player, QUESTION, [
      image('receipt.png', withPayload),
      image('photo.JPG', jpegImage(16, 12)),
    ]);
    const [post] = (await thread(player, id)).body.value.posts;
    expect(post.images).toHaveLength(2);
    const own = await t.app.inject({
      url: post.images[0],
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.includes(Buffer.from('<?php'))).toBe(false);
    const second = await t.app.inject({
      url: post.images[1],
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(second.headers['content-type']).toBe('image/jpeg');

    const theirs = await t.app.inject({
      url: post.images[0],
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    const threadOfAnother = await thread(stranger, id);
    expect(threadOfAnother.response.statusCode).toBe(404);
    expect(threadOfAnother.body.code).toBe('FEEDBACK_NOT_FOUND');
    const missing = await thread(stranger, '999999999');
    expect(missing.body.code).toBe('FEEDBACK_NOT_FOUND');
    expect((await list(stranger)).body.value.tickets.totalElements).toBe(0);
    const asOperator = await t.app.inject({
      url: post.images[0],
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(asOperator.statusCode).toBe(401);
  });

  it('counts words in Chinese and Thai too: each Han character is a word, Thai by its word boundaries', async () => {
    const player = await newCashierPlayer(t);
    expect((await file(player, question('我的存款没有到账'))).status).toBe(200);
    const few = await file(player, question('存款没到'));
    expect(few.body.value).toEqual({ minWords: 5, maxWords: 500, words: 4 });
    expect((await file(player, question('ผมฝากเงินแล้วแต่ยังไม่เข้าบัญชีครับ'))).status).toBe(200);
  });

  it('refuses bad input with a stable code and stores nothing', async () => {
    const player = await newCashierPlayer(t);
    const before = await stored();
    const cases: [string, Parameters<typeof file>[1], number, string, string?][] = [
      ['no type', [{ name: 'content', value: QUESTION }], 400, 'VALIDATION_FAILED', 'REQUIRED'],
      ['unknown type', question(QUESTION, 'REFUND'), 400, 'VALIDATION_FAILED', 'INVALID_VALUE'],
      ['too few words', question('Help me please'), 400, 'VALIDATION_FAILED', 'TOO_SHORT'],
      ['too many words', question('word '.repeat(501)), 400, 'VALIDATION_FAILED', 'TOO_LONG'],
      ['no content', [{ name: 'questionType', value: 'GAME' }], 400, 'VALIDATION_FAILED', 'REQUIRED'],
      ['control characters', question(`${QUESTION}\u0000`), 400, 'VALIDATION_FAILED', 'CONTROL_CHARACTERS'],
      [
        'four images (U1)',
        [...question(QUESTION), image(), image(), image(), image()],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'an extra field (U1)',
        [...question(QUESTION), { name: 'note', value: 'x' }],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'a text renamed .png (U2)',
        [...question(QUESTION), image('x.png', Buffer.from('not an image at all'))],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a JPEG named .png (U2)',
        [...question(QUESTION), image('x.png', jpegImage())],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a 6 MB file (U1)',
        [...question(QUESTION), image('big.png', Buffer.concat([pngImage(), Buffer.alloc(6 * 1024 * 1024)]))],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'an image 30000 pixels wide (U4)',
        [...question(QUESTION), image('bomb.png', pngImage(30_000, 1))],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [name, parts, status, code, fieldCode] of cases) {
      const refused = await file(player, parts);
      expect(refused.status, name).toBe(status);
      expect(refused.body.code, name).toBe(code);
      if (fieldCode) expect(refused.body.errors?.[0]?.code, name).toBe(fieldCode);
    }
    const few = await file(player, question('Help me please'));
    expect(few.body.message).toBe('The content is between 5 and 500 words');
    expect(few.body.errors[0]).toMatchObject({
      field: 'content',
      message: 'The content is between 5 and 500 words',
    });
    const json = await api(t, 'PUT', '/wps/feedback', {
      token: player.token,
      payload: { questionType: 'GAME', content: QUESTION },
    });
    expect(json.response.statusCode).toBe(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await stored()).toEqual(before);
  });

  it('refuses guests and trial accounts before reading the body', async () => {
    const guest = await t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: { content: 'x' } });
    expect(guest.statusCode).toBe(401);
    const trial = await api(t, 'POST', '/wps/session/login/freeplay', { payload: {}, ip: '198.51.100.41' });
    const asTrial = await file({ token: trial.body.value.token, username: '' }, question(QUESTION));
    expect(asTrial.status).toBe(403);
    expect(asTrial.body.code).toBe('REAL_ACCOUNT_REQUIRED');
    const listed = await api(t, 'GET', '/wps/feedback', { token: trial.body.value.token });
    expect(listed.body.code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('takes at most five open tickets, refused before the body is read', async () => {
    const player = await newCashierPlayer(t);
    for (let index = 0; index < 5; index++) await fileTicket(player, `${QUESTION} (${index + 1})`);
    const before = await stored();
    const sixth = await file(player, [...question(QUESTION), image(), image(), image(), image()]);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ code: 'FEEDBACK_OPEN_LIMIT', value: { limit: 5 } });
    expect(await stored()).toEqual(before);
  });
});
