import type { SecondFactorMethod } from '@playhall/contracts/accounts';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { newOpaqueId } from '../../security/tokens';

export const CHALLENGE_MINUTES = 10;

/** The second factors a member can answer, from what is bound to the account. */
export function secondFactorMethods(member: MemberRow): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (member.mobileVerified && member.mobileNum) methods.push('SMS');
  if (member.email) methods.push('EMAIL');
  if (member.realName) methods.push('BANK_NAME');
  if (member.totpEnabled) methods.push('TOTP');
  return methods;
}

export async function createChallenge(
  database: Database,
  input: { memberId: bigint; ip: string; loginMethod: string; mustChangePassword: boolean },
): Promise<string> {
  const id = newOpaqueId();
  await database.query(
    `insert into login_challenges (id, member_id, ip, login_method, must_change_password, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [id, input.memberId, input.ip, input.loginMethod, input.mustChangePassword, CHALLENGE_MINUTES],
  );
  return id;
}
