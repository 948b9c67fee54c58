/// <reference lib="dom" />
import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { api, DEMO_PASSWORD, visitorContext } from './support/accounts';
import { createOperator, operatorContext, operatorToken } from './support/cashier';
import { dangerousMarkup, SAFE_HTML, watchDialogs, XSS_PAYLOADS, xssFlag } from './support/xss-corpus';

const journey = useJourney();
let opsToken = '';
let agentToken = '';
const TITLE = `Agent bulletin ${Date.now().toString(36)}`;

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  const login = await api<{ token: string }>(journey.baseUrl, 'POST', '/wps/session/login', {
    username: 'agent01',
    password: DEMO_PASSWORD,
  });
  if (!login.success) throw new Error(`agent01 cannot log in: ${login.code}`);
  agentToken = login.value.token;
});

describe('announcements for agents (X1)', () => {
  test('an operator writes an XSS corpus in the /ops editor; agent01 reads it with nothing run and the formatting kept', async () => {
    const { page } = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    const opsDialogs = watchDialogs(page);
    await page.goto('/ops');
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Announcements' })
      .click();
    await page.getByRole('button', { name: 'New announcement' }).click();
    const form = page.getByRole('region', { name: 'New announcement' });
    await form.getByLabel('Type').selectOption('AG');
    // Agents are always signed in: the visitors' execution is not offered for an agents-only item.
    expect(await form.getByLabel('Pop-up audience').locator('option').allTextContents()).toEqual([
      'A · signed-in users',
      'F · first sign-in',
    ]);

    // Saving without a title in the default language is refused where the title is.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The default language needs a title', { exact: true }).waitFor();

    await form.getByLabel('Title (English)').fill(TITLE);
    await form.getByRole('button', { name: 'HTML' }).click();
    await form.getByLabel('HTML of Text (English)').fill(`${SAFE_HTML}${XSS_PAYLOADS.join('\n')}`);

    // Chinese through the rich editor: typed text, made bold with the toolbar.
    await form.getByRole('tab', { name: /简体中文/ }).click();
    await form.getByLabel('Title (简体中文)').fill('代理公告');
    const editor = form.getByRole('textbox', { name: 'Text (简体中文)' });
    await editor.click();
    await page.keyboard.type('佣金说明');
    await page.keyboard.press('ControlOrMeta+A');
    await form.getByRole('button', { name: 'Bold' }).click();
    // Vietnamese: a link made with the toolbar from the chosen words, then a bulleted line.
    await form.getByRole('tab', { name: /Tiếng Việt/ }).click();
    await form.getByLabel('Title (Tiếng Việt)').fill('Bản tin đại lý');
    await form.getByRole('textbox', { name: 'Text (Tiếng Việt)' }).click();
    await page.keyboard.type('Xem điều khoản');
    await page.keyboard.press('ControlOrMeta+A');
    await form.getByRole('button', { name: 'Link' }).click();
    await form.getByLabel('Link address').fill('https://playhall.example/vi');
    await form.getByRole('button', { name: 'Add link' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Hoa hồng');
    await form.getByRole('button', { name: 'Save' }).click();

    const preview = page.getByRole('region', { name: /^Stored: announcement #\d+$/ });
    await preview.locator('b', { hasText: 'Safe bold' }).waitFor();
    const storedHtml = await preview.locator('pre').first().textContent();
    expect(storedHtml).toContain('<h3>Safe heading</h3>');
    expect(storedHtml).not.toMatch(
      /<script|<iframe|<svg|<object|<embed|<form|<input|\son\w+=|javascript:|data:|srcdoc|style=/i,
    );
    await preview.locator('b', { hasText: '佣金说明' }).waitFor();
    const vietnamese = preview.getByRole('article').filter({ hasText: 'Bản tin đại lý' });
    expect(await vietnamese.getByRole('link', { name: 'Xem điều khoản' }).getAttribute('href')).toBe(
      'https://playhall.example/vi',
    );
    await vietnamese.locator('ul li', { hasText: 'Hoa hồng' }).waitFor();
    expect(await dangerousMarkup(page, '.announcement-preview .rich-text')).toEqual([]);
    const table = page.getByRole('table', { name: 'Announcements' });
    await table
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText('AG · agents only')
      .waitFor();
    await preview.scrollIntoViewIfNeeded();
    await shoot(page, 'ops-announcement-stored');

    const agent = await visitorContext(journey.browser, journey.baseUrl, { token: agentToken });
    const agentDialogs = watchDialogs(agent.page);
    await agent.page.goto('/agentHome?page=agentAnnouncement');
    const item = agent.page.getByRole('listitem').filter({ hasText: TITLE });
    // The newest announcement opens by itself.
    await item.getByRole('button', { name: new RegExp(TITLE) }).waitFor();
    expect(await item.getByRole('button', { name: new RegExp(TITLE) }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await item.getByRole('heading', { name: 'Safe heading' }).waitFor();
    await item.locator('b', { hasText: 'Safe bold' }).waitFor();
    await item.locator('i', { hasText: 'safe italic' }).waitFor();
    await item.locator('u', { hasText: 'safe underline' }).waitFor();
    await item.locator('ul li', { hasText: 'Safe bullet' }).waitFor();
    await item.locator('ol li', { hasText: 'Safe number' }).waitFor();
    expect(await item.getByRole('link', { name: 'Safe link' }).getAttribute('href')).toBe(
      'https://playhall.example/terms',
    );
    // Dated by the brand's day as the spec writes it (YYYY/MM/DD).
    await item.getByText(/^\d{4}\/\d{2}\/\d{2}$/).waitFor();
    // Give anything that might run (image errors, autofocus, toggles) its chance, then look.
    await agent.page.waitForTimeout(1_000);
    expect(await dangerousMarkup(agent.page, '.notice-entry__body')).toEqual([]);
    expect(await xssFlag(agent.page)).toBeUndefined();
    expect(await xssFlag(page)).toBeUndefined();
    expect(agentDialogs).toEqual([]);
    expect(opsDialogs).toEqual([]);
    await shoot(agent.page, 'agent-announcement-corpus');

    // Closed and opened again by its title.
    await item.getByRole('button', { name: new RegExp(TITLE) }).click();
    await item.getByText('Safe bold').waitFor({ state: 'detached' });
    await item.getByRole('button', { name: new RegExp(TITLE) }).click();
    await item.getByText('Safe bold').waitFor();
  });

  test('the agent page and the editor at both widths (phone dark, desktop light)', async () => {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const theme of themesAt(viewport)) {
        const agent = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          theme,
          token: agentToken,
        });
        await agent.page.goto('/agentHome?page=agentAnnouncement');
        await agent.page.getByRole('heading', { name: 'Announcements' }).first().waitFor();
        await agent.page.locator('.notice-entry__body').first().waitFor();
        await shoot(agent.page, `agent-announcements-${viewport}-${theme}`);
        await agent.context.close();

        const ops = await operatorContext(journey.browser, journey.baseUrl, opsToken, { viewport, theme });
        await ops.page.goto('/ops/announcements');
        const row = ops.page.getByRole('row', { name: /Commission schedule/ });
        await row.getByRole('button', { name: /^Edit / }).click();
        await ops.page.getByRole('region', { name: /^Edit announcement #\d+$/ }).waitFor();
        await shoot(ops.page, `ops-announcement-editor-${viewport}-${theme}`);
        await ops.page.getByRole('toolbar', { name: 'Formatting' }).scrollIntoViewIfNeeded();
        await shoot(ops.page, `ops-announcement-texts-${viewport}-${theme}`);
        await ops.page.getByRole('table', { name: 'Announcements' }).scrollIntoViewIfNeeded();
        await shoot(ops.page, `ops-announcements-list-${viewport}-${theme}`);
        await ops.context.close();
      }
    }
  });

  test('with nothing to read, the agent page says so kindly', async () => {
    const hidden = await journey.sql<{ id: number }[]>`
      update notices set enabled = false where type = 'AG' and enabled returning id`;
    try {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { token: agentToken });
      await page.goto('/agentHome?page=agentAnnouncement');
      await page.getByRole('heading', { name: 'No announcements yet' }).waitFor();
      await page.getByText('When there is news for agents, you will find it here first.').waitFor();
      await shoot(page, 'agent-announcements-empty');
    } finally {
      await journey.sql`update notices set enabled = true where id in ${journey.sql(hidden.map((row) => row.id))}`;
    }
  });
});
