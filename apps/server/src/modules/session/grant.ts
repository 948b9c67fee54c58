import type { LoginResult } from '@playhall/contracts/accounts';
import type { Database } from '../../db/database';
import type { ClientInfo } from '../../http/client-info';
import type { AccountSettings } from '../member/account-settings';
import type { MemberRow } from '../member/queries';
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

/**
 * Opens a session after every check has passed: a brand-new token (S2), the member's login times, the address
 * remembered as known (A9) and a line in the login history, in one transaction.
 */
export async function grantSession(
  database: Database,
  settings: AccountSettings,
  input: GrantInput,
): Promise<Extract<LoginResult, { status: 'OK' }>> {
  const token = await database.transaction(async (tx) => {
    const issued = await insertSession(tx, {
      memberId: input.member.id,
      loginMethod: input.method,
      mustChangePassword: input.mustChangePassword,
      ip: input.client.ip,
      userAgent: input.userAgent,
      policy: settings,
    });
    await tx.query(
      'update members set first_login_at = coalesce(first_login_at, now()), last_login_at = now() where id = $1',
      [input.member.id],
    );
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
}
