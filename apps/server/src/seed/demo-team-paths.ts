import { isLanguageCode } from '@playhall/contracts/languages';
import { formatAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import type { Database } from '../db/database';
import { cashierSettings, depositChannels } from '../db/schema/cashier';
import { createDeposits } from '../modules/cashier/deposits';
import type { PspClient } from '../modules/cashier/psp-client';
import { createWithdrawalDecisions } from '../modules/cashier/withdrawal-decisions';
import { holdRequested } from '../modules/cashier/withdrawal-money';
import { insertWithdrawal, selectWithdrawal } from '../modules/cashier/withdrawal-queries';
import { runStep } from '../modules/cashier/withdrawal-step';
import { markConfirmed } from '../modules/cashier/withdrawal-transitions';
import { bodyHash } from '../modules/provider/body-hash';
import { newSecretToken, sha256 } from '../security/tokens';

/** A game the demo team plays: one of each category of the demo catalogue. */
export type DemoGame = { vendor: string; game: string; category: string };

type Status = { answer_status: string };

// The demo team pays in by bank transfer, which an operator confirms: the gateway is never asked.
const noGateway: PspClient = {
  createOrder: () => Promise.reject(new Error('the demo team seed does not use the payment gateway')),
  getOrder: () => Promise.reject(new Error('the demo team seed does not use the payment gateway')),
};

/**
 * The real money and bet paths the demo team goes through: deposits by the cashier's own create and credit, a
 * withdrawal's request (its hold) as the cashier's create makes it after its checks, then the operators' approve
 * and disburse and the member's confirmation; bets and wins by the provider's SQL functions with the arguments the
 * wallet callbacks give them. Each step fails loudly: the seed never papers over a refusal.
 */
export async function teamPaths(database: Database) {
  const [site] = await database.query<{
    brand_name: string;
    merchant_code: string;
    currency: string;
    currency_symbol: string;
    time_zone: string;
    default_language: string;
    licence: string;
  }>('select * from site_settings where id = 1');
  const [operator] = await database.query<{ id: bigint }>(
    `select id from operators where username = 'operator'`,
  );
  if (!site || !operator) throw new Error('the demo team needs the demo brand and its operators');
  const operatorId = operator.id;
  const brandValue: Brand = {
    name: site.brand_name,
    merchantCode: site.merchant_code,
    currency: site.currency,
    currencySymbol: site.currency_symbol,
    timeZone: site.time_zone,
    defaultLanguage: isLanguageCode(site.default_language) ? site.default_language : 'en',
    licence: site.licence,
  };
  const brand = async () => brandValue;
  const channelRows = await database.db.select().from(depositChannels);
  const bank = channelRows.find((channel) => channel.kind === 'BANK_TRANSFER');
  if (!bank) throw new Error('the demo team needs the bank-transfer channel');
  const bankChannelId = bank.id.toString();
  const deposits = createDeposits({
    database,
    brand,
    channels: async () => channelRows,
    psp: noGateway,
    publicUrl: '',
  });
  const [policy] = await database.query<{ auto_confirm_minutes: number; second_approval_above: bigint }>(
    'select auto_confirm_minutes, second_approval_above from cashier_settings where id = 1',
  );
  if (!policy) throw new Error('the demo team needs the cashier settings');
  const load = async (id: bigint) => {
    const row = await selectWithdrawal(database, id, null);
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  };
  const decisions = createWithdrawalDecisions({
    database,
    brand,
    settings: async () => {
      const [row] = await database.db.select().from(cashierSettings);
      if (!row) throw new Error('the demo team needs the cashier settings');
      return row;
    },
    load,
  });
  const tokens = new Map<string, { token: string; hash: Buffer }>();

  async function deposit(memberId: bigint, amount: bigint, requestId: string): Promise<void> {
    const created = await deposits.create(memberId, {
      channelId: bankChannelId,
      amount: formatAmount(amount),
      requestId,
      payerReference: `DEMO-${requestId}`,
    });
    if (!(await deposits.credit(BigInt(created.id), operatorId)))
      throw new Error(`deposit ${created.id} was not credited`);
  }

  /** Requested, approved and paid out; confirmed by the member unless left for them to confirm. */
  async function withdraw(
    memberId: bigint,
    account: string,
    amount: bigint,
    requestId: string,
    isConfirmed: boolean,
  ): Promise<void> {
    const id = await database.transaction(async (tx) => {
      await tx.query(
        `insert into bank_accounts (member_id, bank_name, account_number, account_name)
         values ($1, 'Demo Bank', $2, $3) on conflict do nothing`,
        [memberId, `6222 0000 ${String(memberId).padStart(4, '0')} 0001`, account],
      );
      const [bankAccount] = await tx.query<{ id: bigint }>(
        'select id from bank_accounts where member_id = $1 and active order by id limit 1',
        [memberId],
      );
      if (!bankAccount) throw new Error(`${account} has no bank account`);
      const withdrawalId = await insertWithdrawal(tx, {
        memberId,
        bankAccountId: bankAccount.id,
        amount,
        requestId,
      });
      await holdRequested(tx, memberId, withdrawalId, amount);
      return withdrawalId;
    });
    await decisions.approve(id, operatorId);
    await decisions.disburse(id, operatorId);
    if (isConfirmed) await runStep(database, id, (tx) => markConfirmed(tx, id, 'RECEIVED'));
  }

  /** What a launch gives the vendor: a token for this member and game, opened once per game. */
  async function launchToken(memberId: bigint, game: DemoGame): Promise<{ token: string; hash: Buffer }> {
    const key = `${memberId}:${game.vendor}:${game.game}`;
    const known = tokens.get(key);
    if (known) return known;
    const token = newSecretToken();
    const hash = sha256(token);
    await database.query(
      `insert into launch_tokens (token_hash, member_id, vendor_code, game_code, currency, start_by, expires_at)
       values ($1, $2, $3, $4, $5, now() + interval '10 minutes', now() + interval '2 hours')`,
      [hash, memberId, game.vendor, game.game, brandValue.currency],
    );
    tokens.set(key, { token, hash });
    return { token, hash };
  }

  /** One settled round: the bet, then the win that closes the round (a zero win pays nothing and settles). */
  async function playRound(memberId: bigint, game: DemoGame, txId: string, stake: bigint, payout: bigint) {
    const currency = brandValue.currency;
    const roundId = `round-${txId}`;
    const launched = await launchToken(memberId, game);
    const common = { playerId: memberId.toString(), roundId, gameCode: game.game, currency };
    const bet = { ...common, txId, token: launched.token, amount: formatAmount(stake) };
    const win = {
      ...common,
      txId: `win-${txId}`,
      refTxId: txId,
      amount: formatAmount(payout),
      roundClosed: true,
    };
    const [placed] = await database.query<Status>(
      'select * from provider_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
      [
        game.vendor,
        txId,
        bodyHash('bet', bet),
        launched.hash,
        memberId,
        roundId,
        game.game,
        game.category,
        stake,
        currency,
        currency,
        brandValue.timeZone,
      ],
    );
    if (placed?.answer_status !== 'OK') throw new Error(`demo bet ${txId}: ${placed?.answer_status}`);
    const [won] = await database.query<Status>(
      'select * from provider_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
      [
        game.vendor,
        win.txId,
        txId,
        bodyHash('win', win),
        memberId,
        roundId,
        game.game,
        payout,
        currency,
        currency,
        brandValue.timeZone,
        true,
      ],
    );
    if (won?.answer_status !== 'OK') throw new Error(`demo win ${win.txId}: ${won?.answer_status}`);
  }

  /** The launch tokens the seed opened are of no use to anyone afterwards. */
  async function closeTokens(memberIds: readonly bigint[]): Promise<void> {
    await database.query(
      'update launch_tokens set expires_at = now() where member_id = any($1::bigint[]) and expires_at > now()',
      [`{${memberIds.join(',')}}`],
    );
  }

  return { deposit, withdraw, playRound, closeTokens, maxWithdrawal: policy.second_approval_above };
}

export type TeamPaths = Awaited<ReturnType<typeof teamPaths>>;
