import { AGENT_TYPE_CODES, isAgentType } from '@playhall/contracts/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db, SqlRunner } from '../../db/database';
import { type MemberRow, members } from '../../db/schema/members';
import { spendTotpStep } from '../../security/totp';
import { openMainWallet } from '../ledger/accounts';
import type { MemberLookups } from '../session/member-lookups';
import { recordDailyMoney } from '../team-figures/daily-money';

export const MEMBER_TYPE = { MEMBER: 0, AGENT: 1, TRIAL: 4 } as const;

/** What registration, free play and the demo seed know of a new member; every other column takes its default. */
export type NewMemberValues = {
  account: string;
  type: number;
  passwordHash: string;
  uplineId?: bigint | null;
  isHouse?: boolean;
  paymentPasswordHash?: string | null;
  affiliateCode?: string | null;
  realName?: string | null;
  nickname?: string | null;
  email?: string | null;
  mobileDialingCode?: string | null;
  mobileNum?: string | null;
  mobileVerified?: boolean;
  qqNum?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  registeredIp?: string | null;
  /** The password was chosen by someone else (an agent): the first login must change it. */
  passwordMustChange?: boolean;
};

/**
 * Inserts a member and its rows in the closure table (itself at depth 0, then every ancestor of its upline one
 * level deeper), and opens its main wallet, in the caller's transaction. Answers the new member's id.
 */
export async function insertMember(tx: SqlRunner, values: NewMemberValues): Promise<bigint> {
  const [member] = await tx.query<{ id: bigint }>(
    `insert into members (account, type, upline_id, is_house, password_hash, payment_password_hash, affiliate_code,
       real_name, nickname, email, mobile_dialing_code, mobile_num, mobile_verified, qq_num, line, whatsapp, facebook,
       wechat, id_number, registered_ip, password_must_change)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     returning id`,
    [
      values.account,
      values.type,
      values.uplineId ?? null,
      values.isHouse ?? false,
      values.passwordHash,
      values.paymentPasswordHash ?? null,
      values.affiliateCode ?? null,
      values.realName ?? null,
      values.nickname ?? null,
      values.email ?? null,
      values.mobileDialingCode ?? null,
      values.mobileNum ?? null,
      values.mobileVerified ?? false,
      values.qqNum ?? null,
      values.line ?? null,
      values.whatsapp ?? null,
      values.facebook ?? null,
      values.wechat ?? null,
      values.idNumber ?? null,
      values.registeredIp ?? null,
      values.passwordMustChange ?? false,
    ],
  );
  if (!member) throw new Error('insert into members returned nothing');
  await tx.query(
    `insert into member_tree (ancestor_id, descendant_id, depth)
     select $1::bigint, $1::bigint, 0
     union all
     select ancestor_id, $1::bigint, depth + 1 from member_tree where descendant_id = $2::bigint`,
    [member.id, values.uplineId ?? null],
  );
  await openMainWallet(tx, member.id, isAgentType(values.type) ? 'AGENT' : 'PLAYER');
  await recordDailyMoney(tx, member.id, { registered: 1 });
  return member.id;
}

/** A new member in a transaction of its own, answered as the schema types it (registration, free play). */
/** Creates the member; `alongside` writes what must exist with it, in the same transaction (a referral). */
export async function createMember(
  database: Database,
  values: NewMemberValues,
  alongside?: (tx: SqlRunner, memberId: bigint) => Promise<void>,
): Promise<MemberRow> {
  const id = await database.transaction(async (tx) => {
    const created = await insertMember(tx, values);
    await alongside?.(tx, created);
    return created;
  });
  const member = await selectMemberById(database.db, id);
  if (!member) throw new Error(`Member ${id} is missing right after its insert`);
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

/**
 * The account names of these members, for lists that show who (queues, the winner board): the answer names the
 * member of an id. Stored member ids always name a member (foreign keys); an id that does not is a bug and throws.
 */
export async function selectAccountNames(
  runner: SqlRunner,
  memberIds: readonly bigint[],
): Promise<(memberId: bigint) => string> {
  const rows =
    memberIds.length === 0
      ? []
      : await runner.query<{ id: bigint; account: string }>(
          'select id, account from members where id = any($1::bigint[])',
          // As text: postgres.js cannot send an array of bigint.
          [[...new Set(memberIds)].map(String)],
        );
  const names = new Map(rows.map((row) => [row.id, row.account]));
  return (memberId) => {
    const name = names.get(memberId);
    if (name === undefined) throw new Error(`Member ${memberId} does not exist`);
    return name;
  };
}

/** The id, if it names a member other than the house (which no operator adjusts). */
export async function selectNonHouseMemberId(runner: SqlRunner, id: string): Promise<bigint | undefined> {
  const [row] = await runner.query<{ id: bigint }>('select id from members where id = $1 and not is_house', [
    id,
  ]);
  return row?.id;
}

/** A member the house may pay (a bonus): a real account, neither the house nor a trial. */
export async function selectPayableMemberId(runner: SqlRunner, id: string): Promise<bigint | undefined> {
  const [row] = await runner.query<{ id: bigint }>(
    'select id from members where id = $1 and not is_house and type <> $2',
    [id, MEMBER_TYPE.TRIAL],
  );
  return row?.id;
}

/** Members an operator may write to: real accounts (neither the house nor a trial); one by account, or all. */
export async function selectMessageableMemberIds(
  runner: SqlRunner,
  account: string | null,
): Promise<bigint[]> {
  const rows = await runner.query<{ id: bigint }>(
    `select id from members where not is_house and type <> $1
       and ($2::text is null or lower(account) = lower($2::text)) order by id`,
    [MEMBER_TYPE.TRIAL, account],
  );
  return rows.map((row) => BigInt(row.id));
}

export type MemberSummary = {
  id: bigint;
  account: string;
  type: number;
  status: string;
  real_name: string | null;
  created_at: Date;
};

/** Operators' member search: by part of the account name or by id, newest first, the house left out. */
export function searchMembers(runner: SqlRunner, query: string): Promise<MemberSummary[]> {
  return runner.query<MemberSummary>(
    `select m.id, m.account, m.type, m.status, m.real_name, m.created_at
     from members m
     where not m.is_house and ($1 = '' or m.account ilike '%' || $1 || '%' or m.id::text = $1)
     order by m.id desc limit 50`,
    [query],
  );
}

/** A member (not the house) with the account name of its upline. */
export async function selectMemberWithUpline(
  runner: SqlRunner,
  id: string,
): Promise<(Omit<MemberSummary, 'created_at'> & { upline: string | null }) | undefined> {
  const [row] = await runner.query<Omit<MemberSummary, 'created_at'> & { upline: string | null }>(
    `select m.id, m.account, m.type, m.status, m.real_name, u.account as upline
     from members m left join members u on u.id = m.upline_id where m.id = $1 and not m.is_house`,
    [id],
  );
  return row;
}

export async function setPaymentPasswordHash(
  runner: SqlRunner,
  memberId: bigint,
  hash: string,
): Promise<void> {
  await runner.query('update members set payment_password_hash = $1 where id = $2', [hash, memberId]);
}

export async function setMemberLanguage(
  runner: SqlRunner,
  memberId: bigint,
  language: string,
): Promise<void> {
  await runner.query('update members set language = $1 where id = $2', [language, memberId]);
}

/** The account names of these members and of their uplines, for operator queues that show who and under whom. */
export async function selectAccountsWithUpline(
  runner: SqlRunner,
  memberIds: readonly bigint[],
): Promise<Map<bigint, { account: string; upline: string | null }>> {
  const rows =
    memberIds.length === 0
      ? []
      : await runner.query<{ id: bigint; account: string; upline: string | null }>(
          `select m.id, m.account, u.account as upline from members m left join members u on u.id = m.upline_id
           where m.id = any($1::bigint[])`,
          // As text: postgres.js cannot send an array of bigint.
          [[...new Set(memberIds)].map(String)],
        );
  return new Map(rows.map((row) => [row.id, { account: row.account, upline: row.upline }]));
}
