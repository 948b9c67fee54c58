import { api } from './accounts';
import type { TestContext } from './build-app';
import type { Player } from './cashier';
import { multipart, pngImage } from './images';

export type Part = Parameters<typeof multipart>[0][number];

/** A question of enough words for the default bounds (5 to 500). */
export const QUESTION = 'My deposit of 200 has not arrived after an hour';

/** An image part of a post (PNG unless the name says otherwise). */
export const image = (name = 'receipt.png', data = pngImage(12, 20)): Part => ({
  name: 'files',
  filename: name,
  type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  data,
});

/** The feedback steps of the tests, on the app the file builds (`app()` and `operator()` read at each call). */
export function feedbackSteps(app: () => TestContext, operator: () => string) {
  async function send(method: 'PUT' | 'POST', url: string, token: string, parts: Part[]) {
    const { body, contentType } = multipart(parts);
    const response = await app().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** Files a ticket: the parts as given (questionType and content included by the caller). */
  const file = (player: Player, parts: Part[]) => send('PUT', '/wps/feedback', player.token, parts);

  /** Files a good ticket and answers its id. */
  async function fileTicket(player: Player, content = QUESTION, parts: Part[] = []): Promise<string> {
    const filed = await file(player, [
      { name: 'questionType', value: 'DEPOSIT' },
      { name: 'content', value: content },
      ...parts,
    ]);
    if (filed.status !== 200) throw new Error(JSON.stringify(filed.body));
    return filed.body.value.id;
  }

  const reply = (player: Player, id: string, parts: Part[]) =>
    send('POST', `/wps/feedback/${id}/replies`, player.token, parts);

  const thread = (player: Player, id: string) =>
    api(app(), 'GET', `/wps/feedback/${id}`, { token: player.token });

  const list = (player: Player) => api(app(), 'GET', '/wps/feedback?pageSize=50', { token: player.token });

  const answer = (id: string, content: string, token = operator()) =>
    api(app(), 'POST', `/ops/api/feedback/${id}/replies`, { token, payload: { content } });

  const close = (id: string, token = operator()) =>
    api(app(), 'POST', `/ops/api/feedback/${id}/close`, { token });

  /** How many tickets, posts and images are stored: a refused call changes none of them. */
  async function stored() {
    const [row] = await app().database.query<{ tickets: number; posts: number; images: number }>(
      `select (select count(*)::int from feedback_tickets) as tickets, (select count(*)::int from feedback_posts) as posts,
         (select count(*)::int from feedback_post_images) as images`,
    );
    return row;
  }

  return { file, fileTicket, reply, thread, list, answer, close, stored };
}
