import type { SqlRunner } from '../../db/database';
import { setMainWalletKind } from '../ledger/accounts';
import { MEMBER_TYPE } from './queries';

// The member module's writes that make or equip an agent: invitation codes and promotion.

/**
 * Gives a member the invitation code `code` unless it has one already; answers the code it has after. A code
 * another member holds fails on the unique index (23505), and the caller draws another.
 */
export async function assignAffiliateCode(
  runner: SqlRunner,
  memberId: bigint,
  code: string,
): Promise<string> {
  const [row] = await runner.query<{ affiliate_code: string }>(
    `with assigned as (
       update members set affiliate_code = $2 where id = $1 and affiliate_code is null returning affiliate_code)
     select affiliate_code from assigned
     union all
     select affiliate_code from members where id = $1 and affiliate_code is not null`,
    [memberId, code],
  );
  if (!row) throw new Error(`Member ${memberId} does not exist`);
  return row.affiliate_code;
}

/** Whether an invitation code (any case) already belongs to a member. */
export async function isAffiliateCodeTaken(runner: SqlRunner, code: string): Promise<boolean> {
  const rows = await runner.query('select 1 from members where upper(affiliate_code) = upper($1)', [code]);
  return rows.length > 0;
}

/**
 * An ordinary member becomes an agent of type 1 under the upline it already has (its place in the tree does not
 * move), with an invitation code (a code it already had stays), and its main wallet becomes an agent's, all in the
 * caller's transaction. Answers the code, or undefined when the member is no ordinary member (any more): nothing
 * changes then.
 */
export async function promoteToAgent(
  tx: SqlRunner,
  memberId: bigint,
  affiliateCode: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ affiliate_code: string }>(
    `update members set type = $2, affiliate_code = coalesce(affiliate_code, $3)
     where id = $1 and type = $4 and not is_house returning affiliate_code`,
    [memberId, MEMBER_TYPE.AGENT, affiliateCode, MEMBER_TYPE.MEMBER],
  );
  if (!row) return undefined;
  if (!(await setMainWalletKind(tx, memberId, 'AGENT')))
    throw new Error(`Member ${memberId} has no main wallet`);
  return row.affiliate_code;
}
