import type { SqlRunner } from '../../db/database';
import { mainWalletCode } from './accounts';

/** Balances other modules read; the ledger owns ledger_accounts (docs/architecture.md). */

export type WalletRow = { code: string; vendor_code: string | null; balance: bigint; held: bigint };

/** Every wallet of a member: the main wallet first, then one per transfer-wallet vendor. */
export function selectMemberWallets(runner: SqlRunner, memberId: bigint): Promise<WalletRow[]> {
  return runner.query<WalletRow>(
    `select code, vendor_code, balance, held from ledger_accounts where member_id = $1 order by vendor_code nulls first`,
    [memberId],
  );
}

/** What the member may spend from the main wallet (balance less holds); null when the member has none. */
export async function mainWalletAvailable(runner: SqlRunner, memberId: bigint): Promise<bigint | null> {
  const [row] = await runner.query<{ available: bigint }>(
    'select balance - held as available from ledger_accounts where code = $1',
    [mainWalletCode(memberId)],
  );
  return row?.available ?? null;
}

/**
 * What the member may spend from the main wallet, with the wallet's row locked for the caller's transaction: what it
 * answers stays true until the transaction ends (a cancellation takes back what the wallet still holds).
 */
export async function lockMainWalletAvailable(tx: SqlRunner, memberId: bigint): Promise<bigint | null> {
  const [row] = await tx.query<{ available: bigint }>(
    'select balance - held as available from ledger_accounts where code = $1 for update',
    [mainWalletCode(memberId)],
  );
  return row?.available ?? null;
}

/** The balance of an account by its code (a main wallet: `mainWalletCode`); undefined when it does not exist. */
export async function accountBalance(runner: SqlRunner, code: string): Promise<bigint | undefined> {
  const [row] = await runner.query<{ balance: bigint }>(
    'select balance from ledger_accounts where code = $1',
    [code],
  );
  return row?.balance;
}

/** The main wallets of several members at once, by member id; members without one are absent. */
export async function mainWalletBalances(
  runner: SqlRunner,
  memberIds: readonly bigint[],
): Promise<Map<bigint, { balance: bigint; held: bigint }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await runner.query<{ member_id: bigint; balance: bigint; held: bigint }>(
    'select member_id, balance, held from ledger_accounts where code = any($1::text[])',
    [memberIds.map(mainWalletCode)],
  );
  return new Map(rows.map((row) => [row.member_id, { balance: row.balance, held: row.held }]));
}
