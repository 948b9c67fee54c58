import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { createOperator, memberCall, operatorContext, operatorToken, opsCall } from './support/cashier';

const journey = useJourney();
let opsToken = '';

const APPLICATION = {
  reason: 'I run a weekly card club of about thirty regulars and want to bring them here.',
  expectedTeamSize: 30,
  contact: 'Telegram @club_owner',
};

/** A fresh member with an application already sent through the API, as the queue and the screenshots need. */
async function applicant(prefix: string): Promise<{ username: string; token: string }> {
  const username = freshName(prefix);
  const token = await registerByApi(journey.baseUrl, { username });
  await memberCall(journey.baseUrl, token, 'POST', '/wps/member/agent-application', APPLICATION);
  return { username, token };
}

async function pendingId(username: string): Promise<string> {
  const rows = await journey.sql<{ id: string }[]>`
    select a.id::text as id from agent_applications a join members m on m.id = a.member_id
    where m.account = ${username} and a.status = 'PENDING'`;
  const id = rows[0]?.id;
  if (!id) throw new Error(`no pending application of ${username}`);
  return id;
}

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

describe('becoming an agent', () => {
  test('a member applies in the member centre, an operator approves in /ops, and the member finds the agent centre', async () => {
    const username = freshName('agt');
    const token = await registerByApi(journey.baseUrl, { username });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member');
    await page.getByRole('link', { name: 'Become an agent' }).first().click();
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Please enter 10 to 500 characters').waitFor();
    await page.getByLabel('Why do you want to become an agent?').fill(APPLICATION.reason);
    await page.getByLabel('Expected team size').fill('30');
    await page.getByLabel('How can we reach you?').fill(APPLICATION.contact);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Waiting for review').waitFor();

    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops');
    await desk.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Agent applications' })
      .click();
    await desk.page.getByRole('button', { name: `Approve the agent application of ${username}` }).click();
    await desk.page
      .getByRole('dialog', { name: 'Make an agent' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const note = desk.page.getByText(`${username} is now an agent, with invitation code`);
    await note.waitFor();
    const code = (await note.textContent())?.match(/code ([A-Z2-9]{8})/)?.[1];
    expect(code).toBeTruthy();
    await desk.page.getByRole('row', { name: new RegExp(username) }).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('You are an agent').waitFor();
    await page.getByText(code ?? '-').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Agent' }).click();
    // The new agent reaches the agent centre (a non-agent would be sent to /agent).
    await page.waitForURL(/\/agentHome/);
    await page.goto('/member?page=messageV2');
    await page.getByText('You are now an agent').waitFor();
    await desk.context.close();
  });

  test('an operator rejects with a reason; the member reads it and may apply again', async () => {
    const { username, token } = await applicant('agr');
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/agent-applications');
    await desk.page.getByRole('button', { name: `Reject the agent application of ${username}` }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Reject the application of ${username}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please enter 3 - 200 characters').waitFor();
    await dialog.getByLabel('Reason').fill('Please tell us more about your club first');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=agentApplication');
    await page.getByText('Reason: Please tell us more about your club first').first().waitFor();
    await page.getByRole('button', { name: 'Send application' }).waitFor();
    await desk.context.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of themesAt(viewport)) {
      test(`the application pages at ${viewport} width in the ${theme} theme`, async () => {
        const suffix = `${viewport}-${theme}`;
        const waiting = await applicant('agp');
        const turnedDown = await applicant('agx');
        await opsCall(
          journey.baseUrl,
          opsToken,
          'POST',
          `/ops/api/agent-applications/${await pendingId(turnedDown.username)}/reject`,
          { reason: 'Your contact could not be reached, please check it' },
        );

        const promoted = await applicant('aga');
        await opsCall(
          journey.baseUrl,
          opsToken,
          'POST',
          `/ops/api/agent-applications/${await pendingId(promoted.username)}/approve`,
        );

        const member = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          theme,
          token: waiting.token,
        });
        await member.page.goto('/member?page=agentApplication');
        await member.page.getByText('Waiting for review').waitFor();
        await shoot(member.page, `agent-application-pending-${suffix}`);
        await member.context.close();

        const again = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          theme,
          token: turnedDown.token,
        });
        await again.page.goto('/member?page=agentApplication');
        await again.page.getByRole('button', { name: 'Send application' }).waitFor();
        await shoot(again.page, `agent-application-rejected-${suffix}`);
        await again.context.close();

        const agent = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          theme,
          token: promoted.token,
        });
        await agent.page.goto('/member?page=agentApplication');
        await agent.page.getByText('You are an agent').waitFor();
        await shoot(agent.page, `agent-application-approved-${suffix}`);
        await agent.context.close();

        const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { viewport, theme });
        await desk.page.goto('/ops/agent-applications');
        await desk.page.getByRole('row', { name: new RegExp(waiting.username) }).waitFor();
        await shoot(desk.page, `ops-agent-applications-${suffix}`);
        if (viewport === 'desktop') {
          // Every console section is in sight at desktop width, the new one included: none scrolls away.
          const [needed, shown] = await desk.page
            .getByRole('navigation', { name: 'Console sections' })
            .evaluate((nav) => [nav.scrollWidth, nav.clientWidth]);
          expect(needed).toBeLessThanOrEqual(shown ?? 0);
        }
      });
    }
  }
});
