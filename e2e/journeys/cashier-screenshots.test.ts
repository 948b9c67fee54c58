import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { scrollTo, shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import {
  createOperator,
  disbursedWithdrawal,
  fundMember,
  memberCall,
  operatorContext,
  operatorToken,
  requestedWithdrawal,
  setTurnoverPercent,
} from './support/cashier';

const journey = useJourney();

const combos = (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).flatMap((viewport) =>
  themesAt(viewport).map((theme) => ({ viewport, theme })),
);

let memberToken = '';
let opsToken = '';
let turnoverBefore = 100;

beforeAll(async () => {
  turnoverBefore = await setTurnoverPercent(journey.sql, 0);
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  const username = freshName('shot');
  memberToken = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
  // ¥12,500.00 in two adjustments: one operator alone posts up to ¥10,000.00 at a time.
  await fundMember(journey.baseUrl, opsToken, username, '10000.00');
  await fundMember(journey.baseUrl, opsToken, username, '2500.00');
  // Money in two game wallets, a few movements for the record.
  for (const [from, to, amount] of [
    ['MAIN', 'SX', '1500.00'],
    ['MAIN', 'EV', '820.00'],
    ['SX', 'MAIN', '250.50'],
  ] as const) {
    await memberCall(journey.baseUrl, memberToken, 'POST', '/wps/v2/wallets/transfer', {
      from,
      to,
      amount,
      requestId: randomUUID(),
    });
  }
  // A payout waiting for the member's confirmation, and a bank transfer waiting for the cashier.
  await disbursedWithdrawal(journey.baseUrl, memberToken, opsToken, '1200.00');
  const channels = await memberCall<{ id: string; kind: string }[]>(
    journey.baseUrl,
    memberToken,
    'GET',
    '/wps/cashier/deposit/channels',
  );
  const bank = channels.find((channel) => channel.kind === 'BANK_TRANSFER');
  if (!bank) throw new Error('no bank transfer channel');
  await memberCall(journey.baseUrl, memberToken, 'POST', '/wps/cashier/deposits', {
    channelId: bank.id,
    amount: '2000.00',
    payerReference: 'JANE TESTER',
    requestId: randomUUID(),
  });
  // A second member with a withdrawal waiting for review fills the operator queue.
  const other = freshName('shot');
  const otherToken = await registerByApi(journey.baseUrl, { username: other, payeeName: 'Jane Tester' });
  await fundMember(journey.baseUrl, opsToken, other, '3000.00');
  await requestedWithdrawal(journey.baseUrl, otherToken, '640.00');
});

afterAll(async () => {
  await setTurnoverPercent(journey.sql, turnoverBefore);
});

describe('cashier screens at both widths, each in one of the themes', () => {
  for (const { viewport, theme } of combos) {
    test(`wallet, deposit, withdrawal, account record and the operator queue at ${viewport} width in the ${theme} theme`, async () => {
      const suffix = `${viewport}-${theme}`;
      const { page, context } = await visitorContext(journey.browser, journey.baseUrl, {
        viewport,
        theme,
        token: memberToken,
      });
      await page.goto('/member?page=transferFund');
      await page.getByRole('article', { name: 'Silk Live' }).getByText('¥1,249.50').waitFor();
      await shoot(page, `wallet-${suffix}`);

      await page.goto('/member?page=depositv2');
      await page.getByText('Demo Bank').waitFor();
      await page.getByRole('region', { name: 'Recent deposits' }).getByText('Pending').waitFor();
      await shoot(page, `deposit-${suffix}`);

      await page.goto('/member?page=withdraw');
      const mine = page.getByRole('region', { name: 'My withdrawals' });
      await mine.getByRole('button', { name: 'Not received' }).waitFor();
      await shoot(page, `withdraw-${suffix}`);
      await scrollTo(page, 'section:has(.withdrawal-list)');
      await shoot(page, `withdraw-disbursed-${suffix}`);
      await mine.getByRole('button', { name: 'Not received' }).click();
      await mine.getByText('Receipt images').waitFor();
      await scrollTo(page, '.withdrawal-card--action');
      await shoot(page, `withdraw-not-received-${suffix}`);

      await page.goto('/member?page=transactionHistory');
      await page.getByRole('table', { name: 'Account record' }).getByText('Adjustment').first().waitFor();
      await shoot(page, `account-record-${suffix}`);
      await context.close();

      const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { viewport, theme });
      await desk.page.goto('/ops');
      await desk.page
        .getByRole('region', { name: 'Pending deposits' })
        .getByText('JANE TESTER')
        .first()
        .waitFor();
      await desk.page
        .getByRole('region', { name: 'Withdrawals in progress' })
        .getByText('¥640.00')
        .first()
        .waitFor();
      await shoot(desk.page, `ops-queue-${suffix}`);
      await desk.context.close();
    });
  }
});
