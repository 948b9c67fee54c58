import type { LoginResult } from '@playhall/contracts/accounts';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import type { FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterSettings } from '@playhall/contracts/system';
import type { Database, SqlRunner } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { hashPassword } from '../../security/passwords';
import type { GrantSession } from '../session/grant';
import type { CaptchaService } from '../verification/captchas';
import type { CodeService } from '../verification/codes';
import { parsePhone } from '../verification/phone';
import type { PasswordPolicy } from './password-policy';
import { createMember, MEMBER_TYPE, selectAgentByAffiliateCode, selectHouseAgent } from './queries';
import { checkRegisterFields, isGiven, type RegisterInput, type RegisterMode } from './register-fields';

const UNIQUE_VIOLATION = '23505';

/** The invite link's code (`recommenderId`): the referral module's part, passed in by the wiring. */
export type ReferralHook = {
  /** Whether registration takes a referral code (the REFERRAL module is on). */
  isOn: () => Promise<boolean>;
  referrerOf: (code: string) => Promise<bigint | undefined>;
  /** Records who invited the new member, in the member's creation transaction. */
  link: (tx: SqlRunner, inviteeId: bigint, referrerId: bigint) => Promise<void>;
};

export type RegisterDeps = {
  database: Database;
  settings: () => Promise<AccountSettings>;
  registerSettings: () => Promise<RegisterSettings>;
  fieldRules: () => Promise<FieldRule[]>;
  captchas: CaptchaService;
  codes: CodeService;
  passwordPolicy: PasswordPolicy;
  grantSession: GrantSession;
  referral?: ReferralHook;
};

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === UNIQUE_VIOLATION;
}

/**
 * Registration by account name or by mobile number (portal-shell spec §4 "Registration"). The member lands under
 * the agent of its invitation code, else under the house agent, and is logged in.
 */
export function createRegistration({
  database,
  settings,
  registerSettings,
  fieldRules,
  captchas,
  codes,
  passwordPolicy,
  grantSession,
  referral,
}: RegisterDeps) {
  async function register(
    mode: RegisterMode,
    input: RegisterInput,
    client: ClientInfo,
    userAgent: string | null,
  ): Promise<Extract<LoginResult, { status: 'OK' }>> {
    const [register, rules, takesReferral] = await Promise.all([
      registerSettings(),
      fieldRules(),
      referral ? referral.isOn() : Promise.resolve(false),
    ]);
    if (mode === 'MOBILE' && !register.mobileRegistration) {
      throw new AppError(
        403,
        ErrorCode.OPERATION_NOT_ALLOWED,
        'Not enabled function, please contact customer service.',
      );
    }
    const errors = await checkRegisterFields(input, rules, mode, passwordPolicy, takesReferral);
    if (errors.length > 0)
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The registration is not valid.', errors);

    if (register.captchaOnRegister || rules.some((rule) => rule.field === 'captcha' && rule.enabled)) {
      await captchas.check(input.captchaId, input.captcha);
    }

    const invitation = input.affiliateCode ?? input.referralCode;
    let upline: MemberRow;
    if (invitation) {
      const agent = await selectAgentByAffiliateCode(database.db, invitation);
      if (!agent) throw new AppError(400, ErrorCode.INVALID_INVITATION_CODE, 'Invalid invitation code');
      upline = agent;
    } else {
      upline = await selectHouseAgent(database.db);
    }

    // The invite link's code names an inviter, or nothing is created.
    let referrerId: bigint | undefined;
    if (referral && takesReferral && isGiven(input.recommenderId)) {
      referrerId = await referral.referrerOf(input.recommenderId);
      if (referrerId === undefined) {
        throw new AppError(400, ErrorCode.INVALID_REFERRAL_CODE, 'Invalid referral code', [
          { field: 'recommenderId', code: FieldErrorCode.INVALID_VALUE, message: 'No member has this code.' },
        ]);
      }
    }

    let mobile: { dialingCode: string; number: string; verified: boolean } | null = null;
    if (mode === 'MOBILE') {
      const phone = parsePhone(input.countryDialingCode, input.mobileNum);
      await codes.consume({
        requestId: input.requestId,
        purpose: 'REGISTER',
        destination: phone.e164,
        code: input.verificationCode,
      });
      mobile = { dialingCode: phone.dialingCode, number: phone.number, verified: true };
    } else if (input.mobileNum) {
      const phone = parsePhone(
        input.countryDialingCode ?? register.defaultCountryDialingCode,
        input.mobileNum,
      );
      mobile = { dialingCode: phone.dialingCode, number: phone.number, verified: false };
    }

    const account = input.username ?? `u${mobile?.number ?? ''}`;
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hashPassword(input.password ?? ''),
      isGiven(input.paymentPassword) ? hashPassword(input.paymentPassword) : Promise.resolve(null),
    ]);
    let member: MemberRow;
    try {
      member = await createMember(
        database,
        {
          account,
          type: MEMBER_TYPE.MEMBER,
          uplineId: upline.id,
          passwordHash,
          paymentPasswordHash,
          realName: input.payeeName ?? null,
          email: input.email ?? null,
          mobileDialingCode: mobile?.dialingCode ?? null,
          mobileNum: mobile?.number ?? null,
          mobileVerified: mobile?.verified ?? false,
          qqNum: input.qqNum ?? null,
          line: input.line ?? null,
          whatsapp: input.whatsapp ?? null,
          facebook: input.facebook ?? null,
          wechat: input.wechat ?? null,
          idNumber: input.idNumber ?? null,
          registeredIp: client.ip,
        },
        referral && referrerId !== undefined
          ? (tx, memberId) => referral.link(tx, memberId, referrerId)
          : undefined,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Account names are public identifiers (agents see them), so a taken name is said plainly; a phone number
      // is only ever unique once verified by its code, which its owner alone receives.
      const field = mode === 'MOBILE' && !input.username ? 'mobileNum' : 'username';
      throw new AppError(409, ErrorCode.USERNAME_TAKEN, 'This account name is taken.', [
        { field, code: FieldErrorCode.INVALID_VALUE, message: 'This account name is taken.' },
      ]);
    }
    return grantSession(await settings(), {
      member,
      method: 'register',
      mustChangePassword: false,
      passwordExpired: false,
      secondFactor: mode === 'MOBILE' ? 'SMS' : null,
      client,
      userAgent,
    });
  }

  return { register };
}

export type Registration = ReturnType<typeof createRegistration>;
