import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import type { Bonus, BonusesFilter, BonusPage, CancelBonus, GrantBonus } from '@playhall/contracts/rewards';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { ensureSystemAccount, ledgerCurrency, mainWalletCode, SystemAccount } from '../ledger/accounts';
import { lockMainWalletAvailable } from '../ledger/balances';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { recordDailyMoney } from '../team-figures/daily-money';
import {
  type BonusGrant,
  type BonusRow,
  insertBonus,
  lockBonus,
  markCancelled,
  selectBonusBySource,
  selectBonusPage,
  selectOutstandingWagering,
  setGrantTransaction,
} from './queries';

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function toBonus(row: BonusRow): Bonus {
  return {
    id: row.id.toString(),
    title: row.title,
    source: row.source,
    amount: formatAmount(row.amount),
    wageringRequired: formatAmount(row.wagering_required),
    wagered: formatAmount(row.wagered),
    contributions: row.contributions,
    status: row.status,
    grantedAt: iso(row.granted_at) ?? '',
    completedAt: iso(row.completed_at),
    cancelledAt: iso(row.cancelled_at),
    reclaimed: row.reclaimed === null ? null : formatAmount(row.reclaimed),
  };
}

export type { BonusGrant };

/**
 * Bonuses (issue 16): a bonus is a ledger movement from the bonus account to the member's main wallet, with a
 * wagering requirement the rewards consumer works off from settled bets; while one is outstanding, nothing leaves
 * the wallet (`refuseWhileWagering`). An operator may cancel an active bonus: what the wallet still holds of it
 * goes back to the bonus account.
 */
export function createBonuses({ database, brand }: { database: Database; brand: () => Promise<Brand> }) {
  /**
   * Pays a bonus in the caller's transaction, once per (source, sourceRef): the same grant again answers the first
   * bonus and moves nothing; the same reference for another member or amount is refused.
   */
  async function grantIn(tx: SqlRunner, grant: BonusGrant): Promise<{ bonus: BonusRow; created: boolean }> {
    const inserted = await insertBonus(tx, grant);
    if (!inserted) {
      const existing = await selectBonusBySource(tx, grant.source, grant.sourceRef);
      if (!existing || existing.member_id !== grant.memberId || existing.amount !== grant.amount) {
        throw new AppError(409, ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This request id was already used.');
      }
      return { bonus: existing, created: false };
    }
    const currency = await ledgerCurrency(tx);
    const reference = `bonus:${inserted.id}`;
    const posted = await post(tx, {
      key: reference,
      kind: 'BONUS',
      currency,
      reference,
      memo: { bonusId: inserted.id.toString(), title: grant.title, source: grant.source },
      entries: [
        { accountId: await ensureSystemAccount(tx, SystemAccount.BONUS), amount: -grant.amount },
        { accountCode: mainWalletCode(grant.memberId), amount: grant.amount },
      ],
    });
    await setGrantTransaction(tx, inserted.id, posted.transactionId);
    await recordDailyMoney(tx, grant.memberId, { bonuses: grant.amount });
    await notifyMember(tx, grant.memberId, MessageKind.BONUS_GRANTED, {
      title: grant.title,
      amount: formatAmount(grant.amount),
      wagering: formatAmount(grant.wageringRequired),
    });
    return { bonus: { ...inserted, grant_transaction_id: posted.transactionId }, created: true };
  }

  /** An operator's bonus to a member, paid at once and audited. */
  async function grantByOperator(operatorId: bigint, memberId: bigint, input: GrantBonus): Promise<Bonus> {
    const amount = parseAmount(input.amount);
    // Whole or half times (the contract's check): twice the multiple is a whole number.
    const wageringRequired = (amount * BigInt(Math.round(Number(input.wageringMultiple) * 2))) / 2n;
    return withRetry(() =>
      database.transaction(async (tx) => {
        const { bonus, created } = await grantIn(tx, {
          memberId,
          source: 'MANUAL',
          sourceRef: `${operatorId}:${input.requestId}`,
          title: input.title,
          amount,
          wageringRequired,
          contributions: input.contributions ?? {},
          grantedBy: operatorId,
        });
        if (created) {
          await writeAudit(tx, {
            operatorId,
            action: 'BONUS_GRANT',
            targetType: 'member',
            targetId: memberId.toString(),
            detail: {
              bonusId: bonus.id.toString(),
              title: input.title,
              amount: input.amount,
              wageringRequired: formatAmount(wageringRequired),
              contributions: input.contributions ?? {},
            },
          });
        }
        return toBonus(bonus);
      }),
    );
  }

  /**
   * Cancels an active bonus once: the wallet's row is locked, what it still holds of the bonus (the bonus, or less)
   * goes back to the bonus account, and its wagering no longer holds the wallet. Audited.
   */
  async function cancel(operatorId: bigint, bonusId: string, input: CancelBonus): Promise<Bonus> {
    const { currency } = await brand();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const row = await lockBonus(tx, bonusId);
        if (!row) throw new AppError(404, ErrorCode.BONUS_NOT_FOUND, 'No such bonus.');
        if (row.status !== 'ACTIVE') {
          throw new AppError(409, ErrorCode.BONUS_NOT_ACTIVE, 'Only an active bonus may be cancelled.');
        }
        const available = (await lockMainWalletAvailable(tx, row.member_id)) ?? 0n;
        const reclaimed = available < row.amount ? (available > 0n ? available : 0n) : row.amount;
        let transactionId: bigint | null = null;
        if (reclaimed > 0n) {
          const reference = `bonus:${row.id}:cancel`;
          const posted = await post(tx, {
            key: reference,
            kind: 'BONUS',
            currency,
            reference,
            memo: { bonusId: row.id.toString(), title: row.title, cancelledBy: operatorId.toString() },
            entries: [
              { accountCode: mainWalletCode(row.member_id), amount: -reclaimed },
              { accountId: await ensureSystemAccount(tx, SystemAccount.BONUS), amount: reclaimed },
            ],
          });
          transactionId = posted.transactionId;
          await recordDailyMoney(tx, row.member_id, { bonuses: -reclaimed });
        }
        const cancelled = await markCancelled(tx, row.id, {
          operatorId,
          reason: input.reason,
          reclaimed,
          transactionId,
        });
        await notifyMember(tx, row.member_id, MessageKind.BONUS_CANCELLED, {
          title: row.title,
          amount: formatAmount(reclaimed),
        });
        await writeAudit(tx, {
          operatorId,
          action: 'BONUS_CANCEL',
          targetType: 'bonus',
          targetId: row.id.toString(),
          detail: {
            member: row.member_id.toString(),
            reason: input.reason,
            reclaimed: formatAmount(reclaimed),
            wagered: formatAmount(row.wagered),
          },
        });
        return toBonus(cancelled);
      }),
    );
  }

  /** A member's bonuses, newest first, with what the active ones still ask. */
  async function page(memberId: bigint, query: BonusesFilter): Promise<BonusPage> {
    const { pageNo, pageSize } = query;
    const [{ rows, total }, outstanding] = await Promise.all([
      selectBonusPage(database, memberId, {
        status: query.status,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }),
      selectOutstandingWagering(database, memberId),
    ]);
    return {
      ...numberedPage(rows.map(toBonus), total, { pageNo, pageSize }),
      outstanding: {
        active: outstanding.active,
        wageringRequired: formatAmount(outstanding.required),
        wagered: formatAmount(outstanding.wagered),
      },
    };
  }

  return { grantIn, grantByOperator, cancel, page, view: toBonus };
}

export type Bonuses = ReturnType<typeof createBonuses>;
