import { randomInt } from 'node:crypto';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { newOpaqueId, sameDigest, sha256 } from '../../security/tokens';

export type CodePurpose =
  | 'REGISTER'
  | 'LOGIN'
  | 'RESET_PASSWORD'
  | 'SECOND_FACTOR'
  | 'BIND_PHONE'
  | 'BIND_EMAIL';

const MAX_WRONG_TRIES = 5;
const LOCKOUT_MINUTES = 5;
const HOURLY_CAP_PER_DESTINATION = 10;

function codeHash(requestId: string, code: string): Buffer {
  return sha256(`${requestId}:${code}`);
}

function tooManyRequests(): AppError {
  return new AppError(
    429,
    ErrorCode.TOO_MANY_REQUESTS,
    'Too many requests, please try again after 5 minutes.',
  );
}

export type IssuedCode = { requestId: string; code: string; expiredMinutes: number };

/**
 * One-time codes (A7, A8). Sending is serialised per destination with an advisory lock so that "one per second per
 * phone and per address" holds across nodes; a second send inside that second locks both the destination and the
 * address out for five minutes.
 */
export function createCodeService(database: Database) {
  /** Decides inside the send transaction; a burst writes its lockouts, which commit with the refusal. */
  async function sendRate(tx: SqlRunner, destination: string, ip: string): Promise<'OK' | 'REFUSED'> {
    const keys = [`dest:${destination}`, `ip:${ip}`];
    const locked = await tx.query('select 1 from send_lockouts where key = any($1) and until > now()', [
      keys,
    ]);
    if (locked.length > 0) return 'REFUSED';
    const [recent] = await tx.query<{ burst: boolean; hourly: bigint }>(
      `select
         exists (select 1 from verification_codes
                 where (destination = $1 or ip = $2::inet) and created_at > now() - interval '1 second') as burst,
         (select count(*) from verification_codes
          where destination = $1 and created_at > now() - interval '1 hour') as hourly`,
      [destination, ip],
    );
    if (recent?.burst) {
      await tx.query(
        `insert into send_lockouts (key, until) select unnest($1::text[]), now() + make_interval(mins => $2)
         on conflict (key) do update set until = excluded.until`,
        [keys, LOCKOUT_MINUTES],
      );
      return 'REFUSED';
    }
    return (recent?.hourly ?? 0n) >= BigInt(HOURLY_CAP_PER_DESTINATION) ? 'REFUSED' : 'OK';
  }

  /** Creates a code; the caller delivers it. Earlier unused codes for the same purpose and destination die. */
  async function issue(input: {
    purpose: CodePurpose;
    channel: 'SMS' | 'EMAIL';
    destination: string;
    memberId: bigint | null;
    ip: string;
    expiredMinutes: number;
  }): Promise<IssuedCode> {
    const requestId = newOpaqueId();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const decision = await database.transaction(async (tx) => {
      // Serialise sends per destination and per address (in a fixed order, so two sends never deadlock).
      for (const key of [`code:dest:${input.destination}`, `code:ip:${input.ip}`].sort()) {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
      }
      if ((await sendRate(tx, input.destination, input.ip)) === 'REFUSED') return 'REFUSED';
      await tx.query(
        `update verification_codes set consumed_at = now()
         where destination = $1 and purpose = $2 and consumed_at is null`,
        [input.destination, input.purpose],
      );
      await tx.query(
        `insert into verification_codes (id, purpose, channel, destination, member_id, code_hash, ip, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
        [
          requestId,
          input.purpose,
          input.channel,
          input.destination,
          input.memberId,
          codeHash(requestId, code),
          input.ip,
          input.expiredMinutes,
        ],
      );
      return 'OK';
    });
    if (decision === 'REFUSED') throw tooManyRequests();
    return { requestId, code, expiredMinutes: input.expiredMinutes };
  }

  /**
   * Consumes a code: it must be the one issued for this request, purpose and destination, unexpired, unused and
   * with fewer than five wrong tries. A wrong code counts against the request; the fifth wrong try kills it.
   */
  async function consume(input: {
    requestId: string | undefined;
    purpose: CodePurpose;
    destination: string;
    code: string | undefined;
  }): Promise<void> {
    const code = (input.code ?? '').trim();
    if (code === '')
      throw new AppError(400, ErrorCode.MISSING_VERIFICATION_CODE, 'Verification code is missing');
    const invalid = () =>
      new AppError(400, ErrorCode.INVALID_VERIFICATION_CODE, 'Verification code is not valid');
    if (!input.requestId) throw invalid();
    const requestId = input.requestId;
    const outcome = await database.transaction(async (tx) => {
      const [row] = await tx.query<{
        purpose: string;
        destination: string;
        code_hash: Buffer | Uint8Array;
        attempts: number;
        expired: boolean;
        consumed: boolean;
      }>(
        `select purpose, destination, code_hash, attempts, expires_at <= now() as expired,
                consumed_at is not null as consumed
         from verification_codes where id = $1 for update`,
        [requestId],
      );
      if (!row || row.purpose !== input.purpose || row.destination !== input.destination || row.consumed) {
        return 'INVALID';
      }
      if (row.attempts >= MAX_WRONG_TRIES) return 'INVALID';
      if (row.expired) return 'EXPIRED';
      if (!sameDigest(Buffer.from(row.code_hash), codeHash(requestId, code))) {
        await tx.query('update verification_codes set attempts = attempts + 1 where id = $1', [requestId]);
        return 'INVALID';
      }
      await tx.query('update verification_codes set consumed_at = now() where id = $1', [requestId]);
      return 'OK';
    });
    if (outcome === 'EXPIRED') {
      throw new AppError(400, ErrorCode.CODE_EXPIRED, 'Verification code has expired, please send again.');
    }
    if (outcome !== 'OK') throw invalid();
  }

  return { issue, consume };
}

export type CodeService = ReturnType<typeof createCodeService>;
