import { type ContractKind, SETTLEMENT_LEDGER_KIND } from '@playhall/contracts/agent-contracts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { ensureSystemAccount, mainWalletCode, SystemAccount } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';

type OpenSettlement = {
  id: bigint;
  kind: ContractKind;
  payee_id: bigint;
  payer_id: bigint | null;
  amount: bigint;
  status: 'PENDING' | 'WAITING_FUNDS';
  period_start: Date | string;
};

const OPEN = `select id, kind, payee_id, payer_id, amount, status, period_start from contract_settlements
  where status in ('PENDING', 'WAITING_FUNDS')`;

/**
 * Pays one settlement, exactly once: the row is locked and must still be open, and the posting's key is the
 * settlement's id (a replay of the key moves nothing). The upline's main wallet pays (the house's commission
 * account for a top agent); a short upline leaves the row WAITING_FUNDS, both sides told once. Answers whether it paid.
 */
export async function paySettlement(database: Database, id: bigint, currency: string): Promise<boolean> {
  await ensureSystemAccount(database, SystemAccount.COMMISSION);
  try {
    return await withRetry(() =>
      database.transaction(async (tx) => {
        const [row] = await tx.query<OpenSettlement>(`${OPEN} and id = $1 for update skip locked`, [id]);
        if (!row) return false;
        const payer = row.payer_id === null ? SystemAccount.COMMISSION : mainWalletCode(row.payer_id);
        const posted = await post(tx, {
          key: `settlement:${row.id}`,
          kind: SETTLEMENT_LEDGER_KIND[row.kind],
          currency,
          reference: `settlement:${row.id}`,
          memo: { kind: row.kind, periodStart: new Date(row.period_start).toISOString() },
          entries: [
            { accountCode: payer, amount: -row.amount },
            { accountCode: mainWalletCode(row.payee_id), amount: row.amount },
          ],
        });
        await tx.query(
          `update contract_settlements set status = 'PAID', ledger_transaction_id = $2, paid_at = now(),
             attempts = attempts + 1 where id = $1`,
          [row.id, posted.transactionId],
        );
        await notifyMember(tx, row.payee_id, MessageKind.CONTRACT_PAID, {
          kind: row.kind,
          amount: formatAmount(row.amount),
        });
        return true;
      }),
    );
  } catch (error) {
    if (!(error instanceof AppError && error.code === ErrorCode.INSUFFICIENT_FUNDS)) throw error;
    await database.transaction((tx) => markWaiting(tx, id));
    return false;
  }
}

/** The upline could not pay: the row waits, and both sides hear of it the first time. */
async function markWaiting(tx: SqlRunner, id: bigint): Promise<void> {
  const [row] = await tx.query<OpenSettlement & { attempts: number }>(
    `update contract_settlements set status = 'WAITING_FUNDS', attempts = attempts + 1
     where id = $1 and status in ('PENDING', 'WAITING_FUNDS')
     returning id, kind, payee_id, payer_id, amount, status, period_start, attempts`,
    [id],
  );
  if (row?.attempts !== 1) return;
  const params = { kind: row.kind, amount: formatAmount(row.amount) };
  await notifyMember(tx, row.payee_id, MessageKind.CONTRACT_WAITING_FUNDS, params);
  if (row.payer_id !== null) await notifyMember(tx, row.payer_id, MessageKind.CONTRACT_WAITING_FUNDS, params);
}

/**
 * Pays every open settlement, top agents first, so that an agent has received what it earned before it pays its
 * own downline. Answers how many it paid.
 */
export async function payOpenSettlements(
  database: Database,
  currency: string,
  limit = 10_000,
): Promise<number> {
  const open = await database.query<{ id: bigint }>(`${OPEN} order by depth, id limit $1`, [limit]);

  let paid = 0;
  for (const { id } of open) if (await paySettlement(database, id, currency)) paid++;
  return paid;
}
