import { AGENT_TYPE_CODES, isAgentType } from '@playhall/contracts/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db, SqlRunner } from '../../db/database';
import { type MemberRow, members, type NewMember } from '../../db/schema/members';
import { spendTotpStep } from '../../security/totp';
import { mainWalletCode } from '../ledger/accounts';
import type { MemberLookups } from '../session/member-lookups';

export const MEMBER_TYPE = { MEMBER: 0, TRIAL: 4 } as const;

/**
 * Inserts a member and its rows in the closure table (itself at depth 0, then every ancestor of its upline one
 * level deeper), in the caller's transaction.
 */
export async function insertMember(tx: Db, values: NewMember): Promise<MemberRow> {
  const [member] = await tx.insert(members).values(values).returning();
  if (!member) throw new Error('insert into members returned nothing');
  await tx.execute(sql`
    insert into member_tree (ancestor_id, descendant_id, depth)
    select ${member.id}::bigint, ${member.id}::bigint, 0
    union all
    select ancestor_id, ${member.id}::bigint, depth + 1 from member_tree where descendant_id = ${member.uplineId}::bigint
  `);
  await tx.execute(sql`
    insert into ledger_accounts (code, kind, member_id, currency)
    select ${mainWalletCode(member.id)}, ${isAgentType(member.type) ? 'AGENT' : 'PLAYER'}, ${member.id}::bigint, currency
    from site_settings where id = 1
  `);
  return member;
}

export async function selectMemberById(db: Db, id: bigint): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function selectMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sql`lower(${members.account}) = lower(${account})`);
  return row;
}

export async function selectMemberByVerifiedPhone(
  db: Db,
  dialingCode: string,
  number: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.mobileDialingCode, dialingCode),
        eq(members.mobileNum, number),
        eq(members.mobileVerified, true),
      ),
    );
  return row;
}

export async function selectAgentByAffiliateCode(db: Db, code: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        sql`upper(${members.affiliateCode}) = upper(${code})`,
        inArray(members.type, [...AGENT_TYPE_CODES]),
        eq(members.status, 'ACTIVE'),
      ),
    );
  return row;
}

export async function selectHouseAgent(db: Db): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.isHouse, true)).limit(1);
  if (!row) throw new Error('The house agent is missing: the database was not seeded');
  return row;
}

export async function recordLogin(tx: SqlRunner, memberId: bigint): Promise<void> {
  await tx.query(
    'update members set first_login_at = coalesce(first_login_at, now()), last_login_at = now() where id = $1',
    [memberId],
  );
}

/** The member lookups login needs (session cannot import this module, so the wiring hands them over). */
export function memberLookups(database: Database): MemberLookups {
  return {
    byId: (id) => selectMemberById(database.db, id),
    byAccount: (account) => selectMemberByAccount(database.db, account),
    byVerifiedPhone: (dialingCode, number) => selectMemberByVerifiedPhone(database.db, dialingCode, number),
    recordLogin,
    spendTotpStep: (memberId, step) => spendTotpStep(database, 'members', memberId, step),
  };
}
