import type { SqlRunner } from '../../db/database';

/** The house's accounts. They carry the other side of every movement, so they may go negative. */
export const SystemAccount = {
  DEPOSIT_CLEARING: 'SYSTEM:DEPOSIT_CLEARING',
  WITHDRAWAL_CLEARING: 'SYSTEM:WITHDRAWAL_CLEARING',
  /** Game money's house side; vendor callbacks use its 64 shards SYSTEM:GAME:00-63 (decision 0016). */
  GAME: 'SYSTEM:GAME',
  BONUS: 'SYSTEM:BONUS',
  /** What manual rebates pay (issue 16). */
  REBATE: 'SYSTEM:REBATE',
  /** What points redeemed for cash in the points mall pay (issue 16). */
  POINTS: 'SYSTEM:POINTS',
  COMMISSION: 'SYSTEM:COMMISSION',
  ADJUSTMENT: 'SYSTEM:ADJUSTMENT',
  /** The progressive jackpot pool the game engines will feed; none exists yet. */
  JACKPOT: 'SYSTEM:JACKPOT',
} as const;

export type SystemAccountCode = (typeof SystemAccount)[keyof typeof SystemAccount];

/**
 * The one spelling of a member's main wallet code in TypeScript: other SQL asks the ledger's functions or passes
 * this as a parameter. In SQL it is `main_wallet_code(id)` (sql/functions/ledger-accounts.sql), which the PL/pgSQL
 * functions use; `accounts.test.ts` holds the two to the same spelling.
 */
export function mainWalletCode(memberId: bigint): string {
  return `MAIN:${memberId}`;
}

export function vendorWalletCode(memberId: bigint, vendorCode: string): string {
  return `VENDOR:${memberId}:${vendorCode}`;
}

async function ensureAccount(
  runner: SqlRunner,
  code: string,
  values: { kind: string; memberId: bigint | null; vendorCode: string | null; allowNegative: boolean },
): Promise<bigint> {
  const [existing] = await runner.query<{ id: bigint }>('select id from ledger_accounts where code = $1', [
    code,
  ]);
  if (existing) return existing.id;
  const [created] = await runner.query<{ id: bigint }>(
    `insert into ledger_accounts (code, kind, member_id, vendor_code, currency, allow_negative)
     select $1, $2, $3, $4, currency, $5 from site_settings where id = 1
     on conflict (code) do update set code = excluded.code
     returning id`,
    [code, values.kind, values.memberId, values.vendorCode, values.allowNegative],
  );
  if (!created) throw new Error(`Could not create ledger account ${code}: the brand has no currency yet`);
  return created.id;
}

/**
 * The currency the ledger's accounts are opened in (the brand's), read in the caller's transaction: a posting inside
 * a transaction must not wait on a cached read that the embedded database would queue behind that very transaction.
 */
export async function ledgerCurrency(runner: SqlRunner): Promise<string> {
  const [row] = await runner.query<{ currency: string }>('select currency from site_settings where id = 1');
  if (!row) throw new Error('The brand has no currency yet');
  return row.currency;
}

export function ensureSystemAccount(runner: SqlRunner, code: SystemAccountCode): Promise<bigint> {
  return ensureAccount(runner, code, {
    kind: 'SYSTEM',
    memberId: null,
    vendorCode: null,
    allowNegative: true,
  });
}

export async function mainWalletId(runner: SqlRunner, memberId: bigint): Promise<bigint> {
  const [row] = await runner.query<{ id: bigint }>('select id from ledger_accounts where code = $1', [
    mainWalletCode(memberId),
  ]);
  if (!row) throw new Error(`Member ${memberId} has no main wallet`);
  return row.id;
}

/** A new member's main wallet, opened in the transaction that inserts the member. */
export async function openMainWallet(
  tx: SqlRunner,
  memberId: bigint,
  kind: 'PLAYER' | 'AGENT',
): Promise<void> {
  await tx.query(
    `insert into ledger_accounts (code, kind, member_id, currency)
     select $1, $2, $3::bigint, currency from site_settings where id = 1`,
    [mainWalletCode(memberId), kind, memberId],
  );
}

/**
 * A member whose type changes between player and agent (an approved agent application) keeps its main wallet and
 * its history; only the account's kind follows, in the transaction that changes the type. Answers whether the
 * member has a main wallet to change.
 */
export async function setMainWalletKind(
  tx: SqlRunner,
  memberId: bigint,
  kind: 'PLAYER' | 'AGENT',
): Promise<boolean> {
  const rows = await tx.query<{ id: bigint }>(
    'update ledger_accounts set kind = $2 where code = $1 returning id',
    [mainWalletCode(memberId), kind],
  );
  return rows.length === 1;
}

/** A member's wallet at a transfer-wallet vendor, created at its first use. */
export function ensureVendorWallet(runner: SqlRunner, memberId: bigint, vendorCode: string): Promise<bigint> {
  return ensureAccount(runner, vendorWalletCode(memberId, vendorCode), {
    kind: 'VENDOR_WALLET',
    memberId,
    vendorCode,
    allowNegative: false,
  });
}
