import type { SqlRunner } from '../../db/database';

export type ReferralRuleRow = {
  deposit_threshold: bigint;
  valid_bet_threshold: bigint;
  referrer_reward: bigint;
  invitee_reward: bigint;
  reward_wagering: string;
};

export type ReferralRow = {
  invitee_id: bigint;
  referrer_id: bigint;
  invitee_account: string;
  referrer_account: string;
  created_at: Date | string;
  rewarded_at: Date | string | null;
  referrer_reward: bigint | null;
  invitee_reward: bigint | null;
};

export async function selectRule(runner: SqlRunner): Promise<ReferralRuleRow | undefined> {
  const [row] = await runner.query<ReferralRuleRow>(
    `select deposit_threshold, valid_bet_threshold, referrer_reward, invitee_reward, reward_wagering
     from referral_settings where id = 1`,
  );
  return row;
}

export async function upsertRule(tx: SqlRunner, rule: ReferralRuleRow, operatorId: bigint): Promise<void> {
  await tx.query(
    `insert into referral_settings (id, deposit_threshold, valid_bet_threshold, referrer_reward, invitee_reward,
                                    reward_wagering, updated_by, updated_at)
     values (1, $1, $2, $3, $4, $5, $6, now())
     on conflict (id) do update set deposit_threshold = excluded.deposit_threshold,
       valid_bet_threshold = excluded.valid_bet_threshold, referrer_reward = excluded.referrer_reward,
       invitee_reward = excluded.invitee_reward, reward_wagering = excluded.reward_wagering,
       updated_by = excluded.updated_by, updated_at = now()`,
    [
      rule.deposit_threshold,
      rule.valid_bet_threshold,
      rule.referrer_reward,
      rule.invitee_reward,
      rule.reward_wagering,
      operatorId,
    ],
  );
}

export async function selectCode(runner: SqlRunner, memberId: bigint): Promise<string | undefined> {
  const [row] = await runner.query<{ code: string }>('select code from referral_codes where member_id = $1', [
    memberId,
  ]);
  return row?.code;
}

/**
 * Gives the member this code unless it has one: a parallel first call that wrote first wins (the member's row),
 * and the code is read back. A code another member holds raises the unique violation, for a fresh draw.
 */
export async function insertCode(runner: SqlRunner, memberId: bigint, code: string): Promise<string> {
  const [inserted] = await runner.query<{ code: string }>(
    `insert into referral_codes (member_id, code) values ($1, $2)
     on conflict (member_id) do nothing returning code`,
    [memberId, code],
  );
  if (inserted) return inserted.code;
  // Another call made the member's code first: read in a new statement, which sees what that call committed (the
  // insert's own snapshot, taken before it waited on the other's row, does not).
  const [existing] = await runner.query<{ code: string }>(
    'select code from referral_codes where member_id = $1',
    [memberId],
  );
  if (!existing) throw new Error('the referral code was neither written nor found');
  return existing.code;
}

/** The active member who holds a code (codes are matched without regard to case). */
export async function selectReferrerByCode(runner: SqlRunner, code: string): Promise<bigint | undefined> {
  const [row] = await runner.query<{ member_id: bigint }>(
    `select c.member_id from referral_codes c join members m on m.id = c.member_id
     where c.code = upper($1) and m.status = 'ACTIVE'`,
    [code.trim()],
  );
  return row?.member_id;
}

export async function insertReferral(tx: SqlRunner, inviteeId: bigint, referrerId: bigint): Promise<void> {
  await tx.query('insert into referrals (invitee_id, referrer_id) values ($1, $2)', [inviteeId, referrerId]);
}

const REFERRAL_COLUMNS = `r.invitee_id, r.referrer_id, i.account as invitee_account, m.account as referrer_account,
  r.created_at, r.rewarded_at, r.referrer_reward, r.invitee_reward`;
const REFERRAL_FROM =
  'referrals r join members i on i.id = r.invitee_id join members m on m.id = r.referrer_id';

/** A page of referrals, newest first: the inviter's own, or every one (the console) when `referrerId` is null. */
export async function selectReferrals(
  runner: SqlRunner,
  referrerId: bigint | null,
  limit: number,
  offset: number,
): Promise<{ rows: ReferralRow[]; total: number }> {
  const [count] = await runner.query<{ total: number }>(
    'select count(*)::int as total from referrals where $1::bigint is null or referrer_id = $1',
    [referrerId],
  );
  const rows = await runner.query<ReferralRow>(
    `select ${REFERRAL_COLUMNS} from ${REFERRAL_FROM}
     where $1::bigint is null or r.referrer_id = $1
     order by r.created_at desc, r.invitee_id desc limit $2 offset $3`,
    [referrerId, limit, offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** The inviter's counts and what it was paid in all. */
export async function selectReferrerTotals(
  runner: SqlRunner,
  referrerId: bigint,
): Promise<{ invitees: number; rewarded: number; earned: bigint }> {
  const [row] = await runner.query<{ invitees: number; rewarded: number; earned: bigint }>(
    `select count(*)::int as invitees, count(rewarded_at)::int as rewarded,
            coalesce(sum(referrer_reward), 0)::bigint as earned
     from referrals where referrer_id = $1`,
    [referrerId],
  );
  return row ?? { invitees: 0, rewarded: 0, earned: 0n };
}

/** The unrewarded invitees of an inviter (for the qualified count). */
export function selectOpenInvitees(runner: SqlRunner, referrerId: bigint): Promise<{ invitee_id: bigint }[]> {
  return runner.query('select invitee_id from referrals where referrer_id = $1 and rewarded_at is null', [
    referrerId,
  ]);
}

/** The referral of this invitee if it is the caller's, locked for the claim. */
export async function lockReferral(
  tx: SqlRunner,
  referrerId: bigint,
  inviteeId: bigint,
): Promise<ReferralRow | undefined> {
  const [row] = await tx.query<ReferralRow>(
    `select ${REFERRAL_COLUMNS} from ${REFERRAL_FROM}
     where r.invitee_id = $1 and r.referrer_id = $2 for update of r`,
    [inviteeId, referrerId],
  );
  return row;
}

/** Marks the referral rewarded unless it is: the one claim that changes the row pays. */
export async function markRewarded(
  tx: SqlRunner,
  reward: { inviteeId: bigint; referrerReward: bigint; inviteeReward: bigint },
): Promise<boolean> {
  const changed = await tx.query(
    `update referrals set rewarded_at = now(), referrer_reward = $2, invitee_reward = $3
     where invitee_id = $1 and rewarded_at is null returning invitee_id`,
    [reward.inviteeId, reward.referrerReward, reward.inviteeReward],
  );
  return changed.length === 1;
}

export async function setBonusIds(
  tx: SqlRunner,
  inviteeId: bigint,
  bonusIds: { referrer: bigint | null; invitee: bigint | null },
): Promise<void> {
  await tx.query('update referrals set referrer_bonus_id = $2, invitee_bonus_id = $3 where invitee_id = $1', [
    inviteeId,
    bonusIds.referrer,
    bonusIds.invitee,
  ]);
}

/**
 * Each member's credited deposits (the cashier credits a deposit once, under its state change): a referral's
 * progress, whose invitee has deposited only since registering.
 */
export async function selectDepositTotals(
  runner: SqlRunner,
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await runner.query<{ member_id: bigint; amount: bigint }>(
    `select member_id, sum(amount)::bigint as amount from deposits
     where member_id = any($1::bigint[]) and status = 'CREDITED' group by member_id`,
    [memberIds.map(String)],
  );
  return new Map(rows.map((row) => [row.member_id, row.amount]));
}
