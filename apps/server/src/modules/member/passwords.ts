import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import { checkFieldRule, type FieldRule } from '@playhall/contracts/field-rule-check';
import type { PersonalInfo } from '@playhall/contracts/password-strength';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { newSecretToken, sha256 } from '../../security/tokens';
import type { Outbox } from '../outbox/outbox';
import type { GrantSession } from '../session/grant';
import { revokeMemberSessions } from '../session/store';
import type { CaptchaService } from '../verification/captchas';
import type { CodeService } from '../verification/codes';
import { parsePhone } from '../verification/phone';
import type { PasswordPolicy } from './password-policy';
import { selectMemberByAccount, selectMemberById, selectMemberByVerifiedPhone } from './queries';

export type PasswordDeps = {
  database: Database;
  settings: () => Promise<AccountSettings>;
  flags: () => Promise<Record<string, boolean>>;
  fieldRules: () => Promise<FieldRule[]>;
  captchas: CaptchaService;
  codes: CodeService;
  outbox: Outbox;
  publicUrl: string;
  brandName: () => Promise<string>;
  passwordPolicy: PasswordPolicy;
  grantSession: GrantSession;
};

/** What the strength check treats as known to someone targeting this member. */
function personalInfo(member: MemberRow): Omit<PersonalInfo, 'siteWords'> {
  return {
    account: member.account,
    email: member.email,
    mobile: member.mobileNum,
    realName: member.realName,
  };
}

/**
 * Password change, and recovery by e-mail link or by SMS code (portal-shell spec §4). Every path ends all sessions
 * of the member (S3); the ones that log the member in open a fresh session.
 */
export function createPasswordService(deps: PasswordDeps) {
  const { database, settings, fieldRules, captchas, codes, outbox, grantSession } = deps;

  async function checkNewPassword(
    known: Omit<PersonalInfo, 'siteWords'>,
    newPassword: string,
    confirm: string,
    old: string | null,
  ): Promise<void> {
    const rule = (await fieldRules()).find((candidate) => candidate.field === 'password');
    const code = rule ? checkFieldRule({ ...rule, enabled: true, required: true }, newPassword) : null;
    if (code) {
      throw new AppError(
        400,
        ErrorCode.VALIDATION_FAILED,
        'The new password does not meet the password rule.',
        [
          {
            field: 'newPassword',
            code,
            message: 'Please fill in your password with (min) - (max) characters',
          },
        ],
      );
    }
    if (newPassword !== confirm) {
      throw new AppError(400, ErrorCode.PASSWORD_MISMATCH, 'The two password entries are inconsistent.', [
        {
          field: 'confirmNewPassword',
          code: ErrorCode.PASSWORD_MISMATCH,
          message: 'The two password entries are inconsistent.',
        },
      ]);
    }
    const { defaultWeakPassword } = await settings();
    if (newPassword === old || newPassword === defaultWeakPassword) {
      throw new AppError(400, ErrorCode.PASSWORD_REUSED, 'Choose a password you have not used here.', [
        {
          field: 'newPassword',
          code: ErrorCode.PASSWORD_REUSED,
          message: 'Choose a password you have not used here.',
        },
      ]);
    }
    const weak = await deps.passwordPolicy.check(newPassword, known, 'newPassword');
    if (weak) throw new AppError(400, weak.code, weak.message, [weak]);
  }

  async function storePassword(memberId: bigint, newPassword: string): Promise<void> {
    const hash = await hashPassword(newPassword);
    await database.transaction(async (tx) => {
      await tx.query(
        `update members set password_hash = $1, password_changed_at = now(), password_must_change = false
         where id = $2`,
        [hash, memberId],
      );
      await revokeMemberSessions(tx, memberId);
    });
  }

  async function change(
    member: MemberRow,
    input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    client: ClientInfo,
    userAgent: string | null,
  ) {
    if (!input.oldPassword) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The current password is required.', [
        { field: 'oldPassword', code: 'REQUIRED', message: 'Input cannot be empty' },
      ]);
    }
    if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
      throw new AppError(400, ErrorCode.WRONG_PASSWORD, 'The current password is not correct.');
    }
    await checkNewPassword(
      personalInfo(member),
      input.newPassword,
      input.confirmNewPassword,
      input.oldPassword,
    );
    await storePassword(member.id, input.newPassword);
    const granted = await grantSession(await settings(), {
      member: { ...member, firstLoginAt: member.firstLoginAt ?? new Date() },
      method: 'password-change',
      mustChangePassword: false,
      passwordExpired: false,
      secondFactor: null,
      client,
      userAgent,
    });
    return { token: granted.token };
  }

  /** Same answer, and nearly the same work, whether or not the account exists (A6). */
  async function requestResetByEmail(input: { username: string; email: string }): Promise<void> {
    const member = await selectMemberByAccount(database.db, input.username);
    const matches =
      member !== undefined &&
      member.status === 'ACTIVE' &&
      member.email !== null &&
      member.email.toLowerCase() === input.email.trim().toLowerCase();
    if (!matches || !member?.email) return;
    const token = newSecretToken();
    const { resetLinkMinutes } = await settings();
    await database.query(
      `insert into password_reset_tokens (token_hash, member_id, expires_at)
       values ($1, $2, now() + make_interval(mins => $3))`,
      [sha256(token), member.id, resetLinkMinutes],
    );
    const link = `${deps.publicUrl.replace(/\/$/, '')}/forget?token=${token}`;
    const brand = await deps.brandName();
    const text = [
      `Someone asked to reset the password of ${member.account} at ${brand}.`,
      `If it was you, open this link within ${resetLinkMinutes} minutes and choose a new password:`,
      link,
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n\n');
    await outbox.sendEmail(member.email, `${brand} password reset`, text);
  }

  async function resetByLink(input: {
    token: string;
    newPassword: string;
    confirmNewPassword: string;
  }): Promise<void> {
    const [row] = await database.query<{ member_id: bigint }>(
      `select member_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > now()`,
      [sha256(input.token)],
    );
    const member = row ? await selectMemberById(database.db, row.member_id) : undefined;
    if (!member) throw new AppError(400, ErrorCode.RESET_LINK_INVALID, 'This reset link is no longer valid.');
    // Checked before the link is spent, so a refused password leaves the link usable.
    await checkNewPassword(personalInfo(member), input.newPassword, input.confirmNewPassword, null);
    const [claimed] = await database.query(
      'update password_reset_tokens set used_at = now() where token_hash = $1 and used_at is null returning member_id',
      [sha256(input.token)],
    );
    if (!claimed)
      throw new AppError(400, ErrorCode.RESET_LINK_INVALID, 'This reset link is no longer valid.');
    await storePassword(member.id, input.newPassword);
  }

  async function resetByPhone(
    input: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      requestId: string;
      newPassword: string;
      captchaId?: string | undefined;
      captcha?: string | undefined;
    },
    client: ClientInfo,
    userAgent: string | null,
  ) {
    if (!(await deps.flags())[FeatureModule.MOBILE_PASSWORD_CHANGE]) {
      throw new AppError(
        403,
        ErrorCode.OPERATION_NOT_ALLOWED,
        'Not enabled function, please contact customer service.',
      );
    }
    await captchas.check(input.captchaId, input.captcha);
    const phone = parsePhone(input.countryDialingCode, input.mobileNum);
    // Checked before the code is spent, with only what the caller already knows (the number): a refused
    // password costs no code, and says nothing about the account behind the number.
    await checkNewPassword({ mobile: phone.number }, input.newPassword, input.newPassword, null);
    await codes.consume({
      requestId: input.requestId,
      purpose: 'RESET_PASSWORD',
      destination: phone.e164,
      code: input.verificationCode,
    });
    const member = await selectMemberByVerifiedPhone(database.db, phone.dialingCode, phone.number);
    if (member?.status !== 'ACTIVE') {
      throw new AppError(400, ErrorCode.INVALID_VERIFICATION_CODE, 'Verification code is not valid');
    }
    await checkNewPassword(personalInfo(member), input.newPassword, input.newPassword, null);
    await storePassword(member.id, input.newPassword);
    return grantSession(await settings(), {
      member,
      method: 'reset',
      mustChangePassword: false,
      passwordExpired: false,
      secondFactor: 'SMS',
      client,
      userAgent,
    });
  }

  return { change, requestResetByEmail, resetByLink, resetByPhone };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
