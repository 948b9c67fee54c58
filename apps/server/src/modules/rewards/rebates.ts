import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import { formatAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import {
  GAME_CATEGORIES,
  type RebateClaim,
  type RebateClaimPage,
  type RebateLine,
  type RebateRate,
  type RebateSummary,
  type SetRebateRates,
} from '@playhall/contracts/rebates';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ensureSystemAccount, mainWalletCode, SystemAccount } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { recordDailyMoney } from '../team-figures/daily-money';
import type { RewardBatch } from './queries';
import {
  addAccruals,
  insertClaim,
  type RebateClaimRow,
  selectAccruals,
  selectClaims,
  selectLastClaimAt,
  selectRates,
  takeAccruals,
  upsertRates,
} from './rebate-queries';
import { withVipRebateRates } from './vip-limits';

const PPM = 1_000_000n;

/** "0.8" (percent, up to three decimals) → 8000 parts per million. */
export function percentToPpm(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(3, '0').slice(0, 3)) * 10;
}

/** 8000 parts per million → "0.8". */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(Math.floor((ppm % 10_000) / 10))
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** What a valid bet earns at a rate (rounded down to the cent). */
export function rebateOf(validBet: bigint, ratePpm: number): bigint {
  return (validBet * BigInt(ratePpm)) / PPM;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toClaim(row: RebateClaimRow): RebateClaim {
  return {
    id: row.id.toString(),
    amount: formatAmount(row.amount),
    claimedAt: iso(row.created_at),
    lines: row.lines.map((line) => ({
      category: line.category as RebateLine['category'],
      validBet: line.validBet,
      ratePercent: ppmToPercent(line.ratePpm),
      amount: line.amount,
    })),
  };
}

/**
 * Manual rebate (spec §2 `manualRebate`, decision 0039): the rewards consumer adds every settled bet's valid bet to
 * the member's accrual for its category; a claim takes the accruals (zeroed under their row locks) and pays them at
 * the rates in force, through the ledger, from the rebate account. Every bet counts in exactly one claim; of
 * parallel claims one pays and the others find nothing to claim. Only while the MANPLAYREB3 module is on.
 */
export function createRebates({
  database,
  brand,
  featureFlags,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  async function requireOn() {
    if (!(await featureFlags())[FeatureModule.MANUAL_REBATE]) {
      throw new AppError(403, ErrorCode.FEATURE_DISABLED, 'Manual rebate is switched off.');
    }
  }

  /** The base rates, with the member's VIP rank's own over them. */
  const rateMap = async (runner: Database | Parameters<typeof selectRates>[0], memberId?: bigint) => {
    const base = new Map((await selectRates(runner)).map((row) => [row.category_code, row.rate_ppm]));
    return memberId === undefined ? base : withVipRebateRates(runner, memberId, base);
  };

  function lines(accruals: { category_code: string; valid_bet: bigint }[], rates: Map<string, number>) {
    return accruals
      .filter((row) => (GAME_CATEGORIES as readonly string[]).includes(row.category_code))
      .map((row) => {
        const ratePpm = rates.get(row.category_code) ?? 0;
        return {
          category: row.category_code,
          validBet: row.valid_bet,
          ratePpm,
          amount: rebateOf(row.valid_bet, ratePpm),
        };
      });
  }

  async function summary(memberId: bigint): Promise<RebateSummary> {
    await requireOn();
    const [accruals, rates, lastClaimAt] = await Promise.all([
      selectAccruals(database, memberId),
      rateMap(database, memberId),
      selectLastClaimAt(database, memberId),
    ]);
    const computed = lines(accruals, rates);
    return {
      lines: computed.map((line) => ({
        category: line.category as RebateLine['category'],
        validBet: formatAmount(line.validBet),
        ratePercent: ppmToPercent(line.ratePpm),
        amount: formatAmount(line.amount),
      })),
      total: formatAmount(computed.reduce((sum, line) => sum + line.amount, 0n)),
      lastClaimAt: lastClaimAt === null ? null : iso(lastClaimAt),
    };
  }

  async function claim(memberId: bigint): Promise<RebateClaim> {
    await requireOn();
    const { currency } = await brand();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const computed = lines(await takeAccruals(tx, memberId), await rateMap(tx, memberId));
        const amount = computed.reduce((sum, line) => sum + line.amount, 0n);
        if (amount <= 0n) {
          throw new AppError(409, ErrorCode.REBATE_NOTHING_TO_CLAIM, 'There is no rebate to claim yet.');
        }
        const reference = `rebate:${memberId}:${randomUUID()}`;
        const posted = await post(tx, {
          key: reference,
          kind: 'REBATE',
          currency,
          reference,
          memo: {
            lines: computed.map((line) => ({ category: line.category, amount: formatAmount(line.amount) })),
          },
          entries: [
            { accountId: await ensureSystemAccount(tx, SystemAccount.REBATE), amount: -amount },
            { accountCode: mainWalletCode(memberId), amount },
          ],
        });
        await recordDailyMoney(tx, memberId, { rebates: amount });
        const row = await insertClaim(tx, {
          memberId,
          amount,
          transactionId: posted.transactionId,
          lines: computed.map((line) => ({
            category: line.category,
            validBet: formatAmount(line.validBet),
            ratePpm: line.ratePpm,
            amount: formatAmount(line.amount),
          })),
        });
        return toClaim(row);
      }),
    );
  }

  async function claims(
    memberId: bigint,
    query: { pageNo: number; pageSize: number },
  ): Promise<RebateClaimPage> {
    await requireOn();
    const { rows, total } = await selectClaims(
      database,
      memberId,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    return numberedPage(rows.map(toClaim), total, query);
  }

  /** The rewards consumer's part: each settled bet's valid bet joins its category's accrual, once. */
  async function applyBets(tx: Parameters<typeof addAccruals>[0], batch: RewardBatch) {
    await addAccruals(tx, batch.betSums);
  }

  async function rates(): Promise<RebateRate[]> {
    const current = await rateMap(database);
    return GAME_CATEGORIES.map((category) => ({
      category,
      ratePercent: ppmToPercent(current.get(category) ?? 0),
    }));
  }

  async function setRates(operatorId: bigint, input: SetRebateRates): Promise<RebateRate[]> {
    await database.transaction(async (tx) => {
      await upsertRates(
        tx,
        input.rates.map((rate) => ({ category: rate.category, ratePpm: percentToPpm(rate.ratePercent) })),
        operatorId,
      );
      await writeAudit(tx, {
        operatorId,
        action: 'REBATE_RATES',
        targetType: 'rebate_rates',
        targetId: 'all',
        detail: { rates: input.rates },
      });
    });
    return rates();
  }

  /** One when a rebate is claimable (and the module is on), for the reward badge. */
  async function waiting(memberId: bigint): Promise<number> {
    if (!(await featureFlags())[FeatureModule.MANUAL_REBATE]) return 0;
    const computed = lines(await selectAccruals(database, memberId), await rateMap(database, memberId));
    return computed.some((line) => line.amount > 0n) ? 1 : 0;
  }

  return { summary, claim, claims, applyBets, rates, setRates, waiting };
}

export type Rebates = ReturnType<typeof createRebates>;
