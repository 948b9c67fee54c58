import type { LoginResult, zLoginRequest } from '@playhall/contracts/accounts';
import { isAgentType, TRIAL_TYPE_CODE } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { verifyPassword } from '../../security/passwords';
import type { CodeService } from '../verification/codes';
import { maskEmail, maskPhone, parsePhone } from '../verification/phone';
import { createChallenge, secondFactorMethods } from './challenge';
import type { GrantSession } from './grant';
import type { LoginGuard } from './login-guard';
import type { MemberLookups } from './member-lookups';

type LoginInput = z.output<typeof zLoginRequest>;

export type LoginDeps = {
  database: Database;
  settings: () => Promise<AccountSettings>;
  flags: () => Promise<Record<string, boolean>>;
  guard: LoginGuard;
  codes: CodeService;
  members: MemberLookups;
  grantSession: GrantSession;
};

/** A known address, or a member who never logged in anywhere yet (the first address is trusted on first use). */
async function isKnownAddress(database: Database, memberId: bigint, ip: string): Promise<boolean> {
  const [row] = await database.query<{ known: boolean; any: boolean }>(
    `select exists (select 1 from known_addresses where member_id = $1 and ip = $2::inet) as known,
            exists (select 1 from known_addresses where member_id = $1) as any`,
    [memberId, ip],
  );
  return row?.known === true || row?.any === false;
}

export function isPasswordExpired(member: MemberRow, settings: AccountSettings): boolean {
  if (!settings.passwordPolicyEnabled) return false;
  const maxAgeMs = settings.passwordMaxAgeDays * 86_400_000;
  return Date.now() - member.passwordChangedAt.getTime() > maxAgeMs;
}

/**
 * Login by account and password, or by phone and SMS code (portal-shell spec §4 "Login"). Order matters: the
 * guard (hourly cap, captcha) runs before any password is hashed; an unknown account costs the same hashing as a
 * known one (A6); refusals that depend on the account (locked, non-agent) come only after the secret was right.
 */
export function createLoginService({
  database,
  settings,
  flags,
  guard,
  codes,
  members,
  grantSession,
}: LoginDeps) {
  async function authenticate(
    input: LoginInput,
    client: ClientInfo,
  ): Promise<{ member: MemberRow; accountKey: string }> {
    if (input.type === 'sms') {
      if (!(await flags())[FeatureModule.VERIFICATION_CODE_LOGIN]) {
        throw new AppError(
          403,
          ErrorCode.OPERATION_NOT_ALLOWED,
          'Not enabled function, please contact customer service.',
        );
      }
      const phone = parsePhone(input.countryDialingCode, input.username);
      const attempt = {
        accountKey: phone.e164,
        ip: client.ip,
        captchaId: input.captchaId,
        captcha: input.captcha,
      };
      await guard.admit(attempt);
      await codes
        .consume({
          requestId: input.requestId,
          purpose: 'LOGIN',
          destination: phone.e164,
          code: input.password,
        })
        .catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === ErrorCode.MISSING_VERIFICATION_CODE) throw error;
          await guard.recordFailure(attempt);
        });
      const member = await members.byVerifiedPhone(phone.dialingCode, phone.number);
      if (!member) return guard.recordFailure(attempt);
      return { member, accountKey: phone.e164 };
    }
    const accountKey = input.username.toLowerCase();
    const attempt = { accountKey, ip: client.ip, captchaId: input.captchaId, captcha: input.captcha };
    await guard.admit(attempt);
    const member = await members.byAccount(input.username);
    const passwordOk = await verifyPassword(member?.passwordHash ?? null, input.password);
    if (!member || !passwordOk) return guard.recordFailure(attempt);
    return { member, accountKey };
  }

  async function login(
    input: LoginInput,
    client: ClientInfo,
    userAgent: string | null,
  ): Promise<LoginResult> {
    const { member, accountKey } = await authenticate(input, client);
    if (member.isHouse || member.type === TRIAL_TYPE_CODE) {
      throw new AppError(403, ErrorCode.NON_MEMBER_LOGIN, 'Non-member account unable to login');
    }
    if (input.agentLogin && !isAgentType(member.type)) {
      throw new AppError(403, ErrorCode.NON_AGENT_LOGIN, 'Non-agents cannot log in');
    }
    if (member.status === 'LOCKED') {
      throw new AppError(
        403,
        ErrorCode.ACCOUNT_LOCKED,
        'This account is locked; please contact customer service.',
      );
    }
    await guard.clearFailures(accountKey);

    const policy = await settings();
    const byPassword = input.type === 'username';
    const passwordExpired = byPassword && isPasswordExpired(member, policy);
    const usesDefaultPassword =
      byPassword &&
      (await flags())[FeatureModule.FORCE_PASSWORD_CHANGE] === true &&
      input.password === policy.defaultWeakPassword;
    // An agent chose the password of an account it opened: whatever the login method, it is changed first.
    const mustChangePassword = usesDefaultPassword || passwordExpired || member.passwordMustChange;

    // An SMS login has just proved the phone: it is a second factor in itself.
    const methods = secondFactorMethods(member);
    if (byPassword && methods.length > 0 && !(await isKnownAddress(database, member.id, client.ip))) {
      const challengeId = await createChallenge(database, {
        memberId: member.id,
        ip: client.ip,
        loginMethod: input.type,
        mustChangePassword,
      });
      return {
        status: 'SECOND_FACTOR',
        challengeId,
        methods,
        maskedPhone: methods.includes('SMS')
          ? maskPhone(`${member.mobileDialingCode}${member.mobileNum}`)
          : null,
        maskedEmail: methods.includes('EMAIL') && member.email ? maskEmail(member.email) : null,
      };
    }
    return grantSession(policy, {
      member,
      method: input.type,
      mustChangePassword,
      passwordExpired,
      secondFactor: input.type === 'sms' ? 'SMS' : null,
      client,
      userAgent,
    });
  }

  return { login };
}

export type LoginService = ReturnType<typeof createLoginService>;
