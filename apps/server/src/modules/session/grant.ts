import type { LoginResult } from '@playhall/contracts/accounts';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import type { ClientInfo } from '../../http/client-info';
import type { MemberLookups } from './member-lookups';
import { insertSession } from './store';

export type GrantInput = {
  member: MemberRow;
  method: 'username' | 'sms' | 'register' | 'freeplay' | 'reset' | 'password-change';
  mustChangePassword: boolean;
  passwordExpired: boolean;
  secondFactor: string | null;
  client: ClientInfo;
  userAgent: string | null;
};

export type SessionGranted = Extract<LoginResult, { status: 'OK' }>;

/**
 * Opens a session after every check has passed: a brand-new token (S2), the member's login times, the address
 * remembered as known (A9), a line in the login history and the day logged in (missions), in one transaction.
 * Login, registration, free play and the password flows all end here.
 */
export function createSessionGrant({
  database,
  members,
}: {
  database: Database;
  members: Pick<MemberLookups, 'recordLogin'>;
}) {
  return async function grantSession(settings: AccountSettings, input: GrantInput): Promise<SessionGranted> {
    const token = await database.transaction(async (tx) => {
      const issued = await insertSession(tx, {
        memberId: input.member.id,
        loginMethod: input.method,
        mustChangePassword: input.mustChangePassword,
        ip: input.client.ip,
        userAgent: input.userAgent,
        policy: settings,
      });
      await members.recordLogin(tx, input.member.id);
      if (input.method !== 'freeplay') {
        // The brand's day the member logged in, once a day: what LOGIN_DAYS missions count (rewards reads it).
        await tx.query(
          `insert into member_login_days (member_id, day)
           values ($1, (now() at time zone (select time_zone from site_settings where id = 1))::date)
           on conflict do nothing`,
          [input.member.id],
        );
      }
      await tx.query(
        `insert into known_addresses (member_id, ip) values ($1, $2)
         on conflict (member_id, ip) do update set last_seen_at = now()`,
        [input.member.id, input.client.ip],
      );
      await tx.query(
        'insert into login_history (member_id, ip, user_agent, method, second_factor) values ($1, $2, $3, $4, $5)',
        [
          input.member.id,
          input.client.ip,
          input.userAgent?.slice(0, 300) ?? null,
          input.method,
          input.secondFactor,
        ],
      );
      return issued;
    });
    return {
      status: 'OK',
      token,
      firstTimeLogin: input.member.firstLoginAt === null,
      passwordExpired: input.passwordExpired,
      mustChangePassword: input.mustChangePassword,
    };
  };
}

export type GrantSession = ReturnType<typeof createSessionGrant>;
