import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, SqlRunner } from '../../db/database';
import { sessions } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import { members } from '../../db/schema/members';
import { newSecretToken, sha256 } from '../../security/tokens';

export type SessionPolicy = { sessionIdleMinutes: number; sessionAbsoluteHours: number };

export type SessionRow = {
  sessionId: bigint;
  memberId: bigint;
  mustChangePassword: boolean;
  loginMethod: string;
};

/** A new session: only the SHA-256 of its token is stored (S1); the token itself goes to the client once. */
export async function insertSession(
  tx: SqlRunner,
  input: {
    memberId: bigint;
    loginMethod: string;
    mustChangePassword: boolean;
    ip: string;
    userAgent: string | null;
    policy: SessionPolicy;
  },
): Promise<string> {
  const token = newSecretToken();
  await tx.query(
    `insert into sessions (member_id, token_hash, login_method, must_change_password, ip, user_agent, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
    [
      input.memberId,
      sha256(token),
      input.loginMethod,
      input.mustChangePassword,
      input.ip,
      input.userAgent?.slice(0, 300) ?? null,
      input.policy.sessionAbsoluteHours,
    ],
  );
  return token;
}

/**
 * Finds the live session of a token and its member in one query: not revoked, inside both its absolute and its
 * idle time-out (S4), its member active. The idle clock is written at most once a minute, not on every request.
 */
function prepareLookup(database: Database) {
  return database.db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
        eq(members.status, 'ACTIVE'),
      ),
    )
    .prepare('find_live_session');
}

/** Built once per database: the lookup runs on every authenticated request. */
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

export async function findLiveSession(
  database: Database,
  token: string,
  policy: SessionPolicy,
): Promise<(SessionRow & { member: MemberRow }) | undefined> {
  let lookup = lookups.get(database);
  if (!lookup) {
    lookup = prepareLookup(database);
    lookups.set(database, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: sha256(token), idleMinutes: policy.sessionIdleMinutes });
  if (!row) return undefined;
  if (Date.now() - row.session.lastSeenAt.getTime() > 60_000) {
    await database.query('update sessions set last_seen_at = now() where id = $1', [row.session.id]);
  }
  return {
    sessionId: row.session.id,
    memberId: row.session.memberId,
    mustChangePassword: row.session.mustChangePassword,
    loginMethod: row.session.loginMethod,
    member: row.member,
  };
}

export type LoginHistoryRow = {
  ip: string;
  user_agent: string | null;
  method: string;
  second_factor: string | null;
  created_at: Date;
};

/** A member's last 20 logins, newest first (the security centre shows them). */
export function selectLoginHistory(runner: SqlRunner, memberId: bigint): Promise<LoginHistoryRow[]> {
  return runner.query<LoginHistoryRow>(
    `select host(ip) as ip, user_agent, method, second_factor, created_at from login_history
     where member_id = $1 order by created_at desc, id desc limit 20`,
    [memberId],
  );
}

export async function revokeSession(tx: SqlRunner, sessionId: bigint): Promise<void> {
  await tx.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

/** Ends every session of a member at once (S3: password change, lock). */
export async function revokeMemberSessions(tx: SqlRunner, memberId: bigint): Promise<void> {
  await tx.query('update sessions set revoked_at = now() where member_id = $1 and revoked_at is null', [
    memberId,
  ]);
}
