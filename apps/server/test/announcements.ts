import { expect } from 'vitest';
import { api, type Call } from './accounts';
import type { TestContext } from './build-app';

/** The English titles of the demo brand's agents-only announcements, newest first (seed/agent-notices.ts). */
export const SEEDED_AGENT_TITLES = [
  'Commission schedule: monthly statements are settled on the 5th',
  'New: team betting record and team transactions, with CSV export',
  'Agent support office hours: every day, 10:00 to 22:00',
];

/** An announcement as the editor sends it: English only unless `texts` says otherwise. */
export function announcement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'AG',
    execution: 'A',
    texts: { en: { title: 'Quarterly agent meeting', content: '<p>See you <b>Friday</b>.</p>' } },
    ...overrides,
  };
}

/** The agent centre's announcements as `token` reads them. */
export function agentAnnouncements(t: TestContext, token: string | undefined, query = ''): Promise<Call> {
  return api(t, 'GET', `/wps/agent/announcements${query ? `?${query}` : ''}`, token ? { token } : {});
}

/** The titles of the agent centre's first page, for an agent that may read it. */
export async function agentTitles(t: TestContext, token: string, query = ''): Promise<string[]> {
  const { body } = await agentAnnouncements(t, token, query);
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.content.map((item: { title: string }) => item.title);
}

/** Every title the public notices call answers, over every type, execution and the given language. */
export async function publicTitles(t: TestContext, language = 'en'): Promise<string[]> {
  const titles: string[] = [];
  for (const execution of ['A', 'B', 'F']) {
    const { body } = await api(
      t,
      'GET',
      `/wps/system/notices?types=B,PL,PU,PR,H&execution=${execution}&language=${language}`,
    );
    expect(body.success, JSON.stringify(body)).toBe(true);
    titles.push(...body.value.map((notice: { title: string }) => notice.title));
  }
  return titles;
}

/** How many notices and audit lines there are: a refused write changes neither. */
export async function noticeState(t: TestContext): Promise<{ notices: unknown[]; audit: number }> {
  const notices = await t.database.query('select * from notices order by id');
  const [audit] = await t.database.query<{ count: bigint }>('select count(*) as count from audit_log');
  return { notices, audit: Number(audit?.count ?? 0n) };
}
