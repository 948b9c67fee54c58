import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer, operatorToken } from '../../../test/cashier';
import { chatImage, chatSteps, visitorHeaders } from '../../../test/chat';
import { jpegImage, pngImage } from '../../../test/images';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => t?.close());

const { openVisitor, socketOf, operatorTicket, postImage, getImage } = chatSteps(
  () => t,
  () => operator,
);

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const TRAILER = Buffer.from('<script>appended after the image</script>');

async function storedCounts() {
  const [row] = await t.database.query<{ messages: number; images: number }>(
    `select (select count(*)::int from chat_messages) as messages,
            (select count(*)::int from chat_message_images) as images`,
  );
  return row;
}

describe('live chat: images (spec §5 upload rules)', () => {
  it('a visitor’s image reaches the console re-encoded, and the operator’s image reaches the visitor', async () => {
    const { conversation, visitorToken } = await openVisitor();
    const headers = visitorHeaders(visitorToken as string);
    const console = await socketOf('/ops/api/chat/socket', await operatorTicket());

    const sent = await postImage(
      '/wps/chat/images',
      [chatImage(Buffer.concat([pngImage(40, 30), TRAILER]))],
      {
        headers,
      },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ sender: 'CUSTOMER', body: '', hasImage: true });
    const heard = await console.next();
    expect(heard).toMatchObject({ conversationId: conversation.id, message: { hasImage: true, body: '' } });

    // The console sees the pixels only (U3): a PNG again, without what was appended to it.
    const seen = await getImage(
      `/ops/api/chat/conversations/${conversation.id}/images/${sent.body.value.id}`,
      {
        token: operator,
      },
    );
    expect(seen.status).toBe(200);
    expect(seen.contentType).toBe('image/png');
    expect(seen.bytes.subarray(0, 4).equals(PNG_MAGIC)).toBe(true);
    expect(seen.bytes.includes(TRAILER)).toBe(false);
    // The visitor sees their own image too.
    const own = await getImage(`/wps/chat/images/${sent.body.value.id}`, { headers });
    expect(own.status).toBe(200);
    expect(own.bytes.equals(seen.bytes)).toBe(true);

    const answered = await postImage(
      `/ops/api/chat/conversations/${conversation.id}/images`,
      [chatImage(jpegImage(16, 16), 'how-to.jpg')],
      { token: operator },
    );
    expect(answered.body.value).toMatchObject({
      sender: 'OPERATOR',
      hasImage: true,
      operatorName: 'operator',
    });
    const history = await api(t, 'GET', '/wps/chat/messages', { headers });
    expect(
      history.body.value.messages.map((message: { sender: string; hasImage: boolean }) => [
        message.sender,
        message.hasImage,
      ]),
    ).toEqual([
      ['CUSTOMER', true],
      ['OPERATOR', true],
    ]);
    const answer = await getImage(`/wps/chat/images/${answered.body.value.id}`, { headers });
    expect(answer.contentType).toBe('image/jpeg');
    expect(answer.bytes[0]).toBe(0xff);
    const audit = await t.database.query<{ detail: { image: boolean } }>(
      `select detail from audit_log where action = 'CHAT_REPLY' and target_id = $1`,
      [conversation.id],
    );
    expect(audit.map((row) => row.detail.image)).toEqual([true]);
    console.socket.close();
  });

  it('nobody sees another conversation’s image, and the console’s images are for operators only', async () => {
    const owner = await newCashierPlayer(t);
    await api(t, 'POST', '/wps/chat/open', { token: owner.token, payload: {} });
    const sent = await postImage('/wps/chat/images', [chatImage(pngImage())], { token: owner.token });
    expect(sent.status).toBe(200);
    const messageId = sent.body.value.id as string;
    const ownerConversation = (await api(t, 'GET', '/wps/chat/conversation', { token: owner.token })).body
      .value.id as string;

    const other = await newCashierPlayer(t);
    await api(t, 'POST', '/wps/chat/open', { token: other.token, payload: {} });
    const byOther = await getImage(`/wps/chat/images/${messageId}`, { token: other.token });
    expect(byOther.status).toBe(404);
    expect(byOther.body.code).toBe('NOT_FOUND');
    const visitor = await openVisitor();
    const byVisitor = await getImage(`/wps/chat/images/${messageId}`, {
      headers: visitorHeaders(visitor.visitorToken as string),
    });
    expect(byVisitor.status).toBe(404);
    expect((await getImage(`/wps/chat/images/${messageId}`, {})).status).toBe(401);
    // The console names the conversation: the image of another one is not there.
    const wrongConversation = await getImage(
      `/ops/api/chat/conversations/${visitor.conversation.id}/images/${messageId}`,
      { token: operator },
    );
    expect(wrongConversation.status).toBe(404);
    const asMember = await getImage(`/ops/api/chat/conversations/${ownerConversation}/images/${messageId}`, {
      token: owner.token,
    });
    expect(asMember.status).toBe(401);
    const postAsMember = await postImage(
      `/ops/api/chat/conversations/${ownerConversation}/images`,
      [chatImage(pngImage())],
      { token: owner.token },
    );
    expect(postAsMember.status).toBe(401);
    // A stranger is refused before the body is looked at.
    const stranger = await postImage('/wps/chat/images', [chatImage(pngImage())], {});
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe('UNAUTHORIZED');
    const unknown = await postImage('/ops/api/chat/conversations/999999999/images', [chatImage(pngImage())], {
      token: operator,
    });
    expect(unknown.body.code).toBe('CHAT_NOT_FOUND');
  });

  it('refuses what is not one PNG or JPEG of at most 5 MB, with a stable code, storing nothing', async () => {
    const player = await newCashierPlayer(t);
    await api(t, 'POST', '/wps/chat/open', { token: player.token, payload: {} });
    const before = await storedCounts();
    const cases: [string, Parameters<typeof postImage>[1], number, string][] = [
      ['no image', [], 400, 'VALIDATION_FAILED'],
      [
        'a text renamed .png (U2)',
        [chatImage(Buffer.from('just words, not pixels'))],
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['a JPEG named .png (U2)', [chatImage(jpegImage(), 'photo.png')], 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['two images (U1)', [chatImage(pngImage()), chatImage(pngImage())], 413, 'PAYLOAD_TOO_LARGE'],
      [
        'a text field beside it',
        [{ name: 'caption', value: 'hi' }, chatImage(pngImage())],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'more than 5 MB (U1)',
        [chatImage(Buffer.concat([pngImage(), Buffer.alloc(6 * 1024 * 1024)]))],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'an image 30000 pixels wide (U4)',
        [chatImage(pngImage(30_000, 1), 'bomb.png')],
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [name, parts, status, code] of cases) {
      const refused = await postImage('/wps/chat/images', parts, {
        token: player.token,
        ip: '198.51.100.78',
      });
      expect(refused.status, name).toBe(status);
      expect(refused.body.code, name).toBe(code);
    }
    const json = await api(t, 'POST', '/wps/chat/images', {
      token: player.token,
      ip: '198.51.100.79',
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.response.statusCode).toBe(415);
    expect(await storedCounts()).toEqual(before);
  });
});
