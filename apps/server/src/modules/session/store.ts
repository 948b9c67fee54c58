import type { Database, SqlRunner } from '../../db/database';
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
 * Finds the live session of a token in one round trip: not revoked, inside both its absolute and its idle
 * time-out (S4), its member active. The idle clock is written at most once a minute, not on every request.
 */
export async function findLiveSession(
  database: Database,
  token: string,
  policy: SessionPolicy,
): Promise<SessionRow | undefined> {
  const [row] = await database.query<{
    session_id: bigint;
    member_id: bigint;
    must_change_password: boolean;
    login_method: string;
  }>(
    `with found as (
       select s.id, s.member_id, s.must_change_password, s.login_method, s.last_seen_at
       from sessions s join members m on m.id = s.member_id
       where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
         and s.last_seen_at > now() - make_interval(mins => $2) and m.status = 'ACTIVE'
     ), touched as (
       update sessions set last_seen_at = now()
       where id = (select id from found) and last_seen_at < now() - interval '1 minute'
     )
     select id as session_id, member_id, must_change_password, login_method from found`,
    [sha256(token), policy.sessionIdleMinutes],
  );
  return row
    ? {
        sessionId: row.session_id,
        memberId: row.member_id,
        mustChangePassword: row.must_change_password,
        loginMethod: row.login_method,
      }
    : undefined;
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
