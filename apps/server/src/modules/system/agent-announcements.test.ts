import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { insertAgent } from '../../../test/agents';
import {
  agentAnnouncements,
  agentTitles,
  publicTitles,
  SEEDED_AGENT_TITLES,
} from '../../../test/announcements';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { memberId } from '../../../test/money';

// agentAnnouncement (decision 0030): agents read their own announcements; nobody else reads them, anywhere.

let t: TestContext;
let agent: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await loginToken(t, 'agent01');
});
afterAll(() => t.close());

/** Writes an agents-only row straight into the table, as a script would, and waits for the cache to hear of it. */
async function insertAgentNotice(title: string, content: string, extra = ''): Promise<void> {
  await t.change(
    `insert into notices (type, execution, title, content, published_at, enabled)
     values ('AG', 'A', $1::jsonb, $2::jsonb, now() ${extra}, true)`,
    [JSON.stringify({ en: title }), JSON.stringify({ en: content })],
  );
}

describe('the agent centre’s announcements', () => {
  it('answers an agent the seeded announcements, newest first, nine to a page', async () => {
    const { body } = await agentAnnouncements(t, agent);
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value).toMatchObject({ pageNo: 1, pageSize: 9, totalElements: 3, totalPages: 1 });
    expect(body.value.content.map((item: { title: string }) => item.title)).toEqual(SEEDED_AGENT_TITLES);
    const [first] = body.value.content;
    expect(Object.keys(first).sort()).toEqual(['content', 'id', 'timestamp', 'title']);
    expect(first.content).toContain('<strong>5th of the following month</strong>');
    const times = body.value.content.map((item: { timestamp: string }) => Date.parse(item.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers in the agent’s language, falling back to the brand’s', async () => {
    expect((await agentTitles(t, agent, 'language=zh-CN'))[0]).toBe('佣金结算安排：月度报表于每月 5 日结算');
    expect((await agentTitles(t, agent, 'language=vi'))[2]).toContain('Giờ làm việc');
    expect((await agentTitles(t, agent, 'language=th'))[0]).toBe(SEEDED_AGENT_TITLES[0]);
  });

  it('answers every agent type (1, 2, 41, 42)', async () => {
    expect(await agentTitles(t, await loginToken(t, 'agent02'))).toEqual(SEEDED_AGENT_TITLES);
    for (const type of [41, 42]) {
      const account = `ag${type}x${Date.now().toString(36).slice(-4)}`;
      await insertAgent(
        t,
        account,
        `AG${type}${Date.now().toString(36).slice(-4).toUpperCase()}`,
        await memberId(t, 'agent01'),
      );
      await t.database.query('update members set type = $1 where account = $2', [type, account]);
      expect(await agentTitles(t, await loginToken(t, account))).toEqual(SEEDED_AGENT_TITLES);
    }
  });

  it('refuses a player as the other agent calls do, and a visitor', async () => {
    const player = await loginToken(t, 'player01');
    const refused = await agentAnnouncements(t, player);
    const overview = await api(t, 'GET', '/wps/agent/team/overview?startDate=2026-01-01&endDate=2026-01-02', {
      token: player,
    });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: overview.body.code, value: null });
    expect(refused.body.code).toBe('FORBIDDEN');
    const visitor = await agentAnnouncements(t, undefined);
    expect(visitor.response.statusCode).toBe(401);
    expect(visitor.body.code).toBe('UNAUTHORIZED');
    expect(JSON.stringify(visitor.body)).not.toContain('Commission');
  });

  it('never lets an agents-only item into the public notices call', async () => {
    for (const language of ['en', 'zh-CN', 'vi']) {
      const titles = await publicTitles(t, language);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of await agentTitles(t, agent, `language=${language}`))
        expect(titles).not.toContain(title);
    }
    const asked = await api(t, 'GET', '/wps/system/notices?types=AG&execution=A');
    expect(asked.response.statusCode).toBe(400);
    expect(asked.body.code).toBe('VALIDATION_FAILED');
  });

  it('leaves out disabled and not yet published items, and pages the rest', async () => {
    await insertAgentNotice('Not yet', '<p>Tomorrow</p>', "+ interval '1 day'");
    await t.change(
      "update notices set enabled = false where type = 'AG' and title->>'en' like 'Agent support%'",
    );
    const titles = await agentTitles(t, agent);
    expect(titles).not.toContain('Not yet');
    expect(titles).not.toContain(SEEDED_AGENT_TITLES[2]);
    for (let index = 1; index <= 9; index++) await insertAgentNotice(`Bulletin ${index}`, `<p>${index}</p>`);
    const first = await agentAnnouncements(t, agent);
    expect(first.body.value).toMatchObject({ totalElements: 11, totalPages: 2, pageSize: 9 });
    const second = await agentAnnouncements(t, agent, 'pageNo=2');
    expect(second.body.value.content.map((item: { title: string }) => item.title)).toEqual(
      SEEDED_AGENT_TITLES.slice(0, 2),
    );
    expect((await agentAnnouncements(t, agent, 'pageSize=51')).body.code).toBe('VALIDATION_FAILED');
  });

  it('sanitises a row written straight into the table before an agent reads it (X1)', async () => {
    await insertAgentNotice(
      'Written by a script',
      '<p onclick="steal()">Hello<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    );
    const { body } = await agentAnnouncements(t, agent);
    const item = body.value.content.find((entry: { title: string }) => entry.title === 'Written by a script');
    expect(item.content).toBe('<p>Hello<a target="_blank" rel="noopener noreferrer">x</a></p>');
  });
});
