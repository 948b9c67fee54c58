import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, useJourney } from '../harness/browser';
import {
  balanceCents,
  brandDay,
  cents,
  demoToken,
  minutesUntilDailySettlement,
  settlementsOf,
  signInAsAgent,
} from './support/agent-contracts';
import { gameOf, launchGame, playRound } from './support/bets';
import { createOperator, fundMember, memberCall, operatorToken } from './support/cashier';
import { shootContractScreens } from './support/contract-screens';
import { englishDay, expectToast } from './support/ui-checks';

const journey = useJourney();

/** "1234.5" as the portal writes it after the currency symbol: "1,234.50". */
const grouped = (amount: string) =>
  (Number(cents(amount)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** What agent01 received and paid in contract payments made since `since` (database time), in cents. */
async function contractMoneySince(since: Date): Promise<{ received: bigint; paid: bigint }> {
  const [row] = await journey.sql<{ received: string; paid: string }[]>`
    select coalesce(sum(s.amount) filter (where s.payee_id = a.id), 0)::text as received,
           coalesce(sum(s.amount) filter (where s.payer_id = a.id), 0)::text as paid
    from contract_settlements s, (select id from members where account = 'agent01') a
    where s.status = 'PAID' and s.paid_at >= ${since}`;
  return { received: BigInt(row?.received ?? '0'), paid: BigInt(row?.paid ?? '0') };
}

beforeAll(async () => {
  // The settlement job starts counting each schedule from the period it first runs in (a new brand never settles
  // the past). Run it once at the real time, so that today's day counts; the server's own first run may still be
  // 30 seconds away when this file runs alone.
  await memberCall(journey.baseUrl, '', 'POST', '/test-hooks/settlement-clock', { offsetMinutes: 0 });
});

describe('agent contracts', () => {
  test('agent01 offers agent02 a daily salary, agent02 accepts at login, the day settles and both see the payment', async () => {
    // agent01 signs in at /agent and offers agent02 a daily salary from team management.
    const { page } = await journey.newPage();
    await signInAsAgent(page, journey.baseUrl, 'agent01');
    const menu = page.getByRole('navigation', { name: 'Agent centre pages' });
    await menu.getByRole('link', { name: 'Team management' }).click();
    await page
      .getByRole('row', { name: /agent02/ })
      .getByRole('button', { name: 'Offer contract' })
      .click();
    const offer = page.getByRole('dialog', { name: 'Offer a contract to agent02' });
    await offer.getByLabel('Kind').selectOption({ label: 'Daily salary' });
    await offer.getByLabel('Valid bets from').fill('0');
    await offer.getByLabel('Active members from').fill('1');
    // Above agent01's own 0.5% (the brand's first daily tier): the field says so, and nothing is sent.
    await offer.getByLabel('Rate').fill('0.6');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await offer.getByText('At most 0.5%, your own rate at these thresholds').waitFor();
    await offer.getByLabel('Rate').fill('0.3');
    await offer.getByLabel('Valid bets', { exact: true }).fill('10000');
    await offer.getByLabel('Active members', { exact: true }).fill('3');
    await offer.getByText('At ¥10,000.00 and 3 active members this pays ¥30.00 (tier 1, 0.3%).').waitFor();
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await offer.getByText('Offer sent').waitFor();
    await offer.getByRole('button', { name: 'Done' }).click();

    // agent02 signs in: the contract modal lists the offer; it accepts.
    const second = await journey.newPage();
    await signInAsAgent(second.page, journey.baseUrl, 'agent02');
    const modal = second.page.getByRole('dialog', { name: 'Contract offers' });
    await modal.getByRole('article', { name: 'Daily salary · agent01' }).waitFor();
    await modal.getByRole('button', { name: 'Accept' }).click();
    await expectToast(second.page, 'Contract accepted. It applies from now on.');
    await modal.waitFor({ state: 'detached' });

    // A player of agent02 plays real slot rounds today: 10 rounds of 10.00 staked.
    const opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
    await fundMember(journey.baseUrl, opsToken, 'pl0201', '500.00');
    const player = await demoToken(journey.baseUrl, 'pl0201');
    const session = await launchGame(journey.baseUrl, player, await gameOf(journey.sql, 'RNG', 'PG'));
    for (let round = 0; round < 10; round++)
      await playRound(journey.baseUrl, session, '10.00', { payout: round % 2 === 0 ? '15.00' : '0.00' });

    // The settlement clock moves past the brand's midnight and the daily delay: today's daily salary is paid.
    const { timeZone, today } = await brandDay(journey.baseUrl);
    const agent01 = await demoToken(journey.baseUrl, 'agent01');
    const agent02 = await demoToken(journey.baseUrl, 'agent02');
    const [clock] = await journey.sql<{ now: Date }[]>`select clock_timestamp() as now`;
    const since = clock?.now ?? new Date();
    const before = await balanceCents(journey.baseUrl, agent01);
    const offsetMinutes = await minutesUntilDailySettlement(journey.sql, timeZone);
    await memberCall(journey.baseUrl, '', 'POST', '/test-hooks/settlement-clock', { offsetMinutes });
    const after = await balanceCents(journey.baseUrl, agent01);

    const day = { kind: 'DAILY_SALARY', startDate: today, endDate: today } as const;
    const [earned] = await settlementsOf(journey.baseUrl, agent02, { ...day, role: 'received' });
    expect(earned).toMatchObject({
      payee: 'agent02',
      payer: 'agent01',
      status: 'PAID',
      tier: 1,
      rate: '0.3',
    });
    if (!earned) throw new Error('agent02 was not paid');
    expect(earned.activeMembers).toBeGreaterThanOrEqual(1);
    expect(cents(earned.base)).toBeGreaterThanOrEqual(10_000n);
    expect(cents(earned.amount)).toBe((cents(earned.base) * 3_000n) / 1_000_000n);
    // agent01 also pays the sub-agents it gave contracts in the demo team (agent11's daily salary among them).
    const paidByAgent01 = await settlementsOf(journey.baseUrl, agent01, { ...day, role: 'paid' });
    const toAgent02 = paidByAgent01.filter((row) => row.payee === 'agent02');
    expect(toAgent02.map((row) => [row.id, row.payee])).toEqual([[earned.id, 'agent02']]);
    const [own] = await settlementsOf(journey.baseUrl, agent01, { ...day, role: 'received' });
    expect(own).toMatchObject({ payee: 'agent01', payer: null, status: 'PAID', rate: '0.5' });

    // agent01's balance moved by what the house paid it, less what it paid its downlines (agent02's salary among
    // them), every kind the clock settled.
    const money = await contractMoneySince(since);
    expect(money.paid).toBeGreaterThanOrEqual(cents(earned.amount));
    expect(money.received).toBeGreaterThanOrEqual(cents(own?.amount ?? '0'));
    expect(after - before).toBe(money.received - money.paid);

    // agent02 sees the payment on its daily wages page and in my income.
    const agentMenu = second.page.getByRole('navigation', { name: 'Agent centre pages' });
    await agentMenu.getByRole('link', { name: 'Daily wages' }).click();
    await second.page
      .getByRole('row', {
        name: new RegExp(`${englishDay(today)}.*agent01.*${grouped(earned.amount)}.*Paid`),
      })
      .waitFor();
    await agentMenu.getByRole('link', { name: 'My income' }).click();
    await second.page
      .getByRole('row', { name: new RegExp(`Daily salary.*${grouped(earned.amount)}`) })
      .first()
      .waitFor();

    // agent01 sees it under "paid to my downlines".
    await menu.getByRole('link', { name: 'Daily wages' }).click();
    await page.getByRole('tab', { name: 'Paid to downlines' }).click();
    await page
      .getByRole('row', {
        name: new RegExp(`${englishDay(today)}.*agent02.*${grouped(earned.amount)}.*Paid`),
      })
      .waitFor();

    // agent02 ends the contract from the next period, behind a confirmation that says so.
    await agentMenu.getByRole('link', { name: 'Contracts' }).click();
    await second.page.getByRole('tab', { name: 'Received' }).click();
    const card = second.page.getByRole('article', { name: 'Daily salary · agent01' });
    await card.getByRole('button', { name: 'End from next period' }).click();
    const confirm = second.page.getByRole('dialog', { name: 'End this contract?' });
    await confirm.getByText('ends when the current period ends').waitFor();
    await shoot(second.page, 'contracts-end-dialog-desktop-dark');
    await confirm.getByRole('button', { name: 'End from next period' }).click();
    await expectToast(second.page, 'The contract ends when the current period ends.');
    await card.getByText('Ending', { exact: true }).waitFor();
    await card.getByText('Ends on').waitFor();
  }, 180_000);

  test('every contract page and the contract modal at both widths (phone dark, desktop light)', async () => {
    await shootContractScreens(journey, await demoToken(journey.baseUrl, 'agent01'));
  }, 400_000);
});
