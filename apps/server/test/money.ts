import { randomUUID } from 'node:crypto';
import {
  ensureSystemAccount,
  mainWalletCode,
  mainWalletId,
  SystemAccount,
} from '../src/modules/ledger/accounts';
import { post } from '../src/modules/ledger/post';
import type { TestContext } from './build-app';

export async function memberId(t: TestContext, account: string): Promise<bigint> {
  const [row] = await t.database.query<{ id: bigint }>('select id from members where account = $1', [
    account,
  ]);
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

/** Gives a member money the way an operator would: a ledger posting from the adjustment account. */
export async function fund(t: TestContext, account: string, minor: bigint): Promise<void> {
  const id = await memberId(t, account);
  await post(t.database, {
    key: `test-fund:${randomUUID()}`,
    kind: 'ADJUSTMENT',
    currency: 'CNY',
    entries: [
      { accountId: await ensureSystemAccount(t.database, SystemAccount.ADJUSTMENT), amount: -minor },
      { accountId: await mainWalletId(t.database, id), amount: minor },
    ],
  });
}

export async function mainBalance(
  t: TestContext,
  account: string,
): Promise<{ balance: bigint; held: bigint }> {
  const [member] = await t.database.query<{ id: bigint }>('select id from members where account = $1', [
    account,
  ]);
  const [row] = member
    ? await t.database.query<{ balance: bigint; held: bigint }>(
        'select balance, held from ledger_accounts where code = $1',
        [mainWalletCode(member.id)],
      )
    : [];
  if (!row) throw new Error(`no wallet for ${account}`);
  return row;
}
