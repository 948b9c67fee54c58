import { ErrorCode } from '@playhall/contracts/error-codes';
import QRCode from 'qrcode';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { verifyPassword } from '../../security/passwords';
import { newTotpSecret, otpauthUrl, spendTotpStep, toBase32, totpStep } from '../../security/totp';
import type { Outbox } from '../outbox/outbox';
import { selectLoginHistory } from '../session/store';
import type { CodeService } from '../verification/codes';
import { parsePhone } from '../verification/phone';
import { selectMemberById } from './queries';

const UNIQUE_VIOLATION = '23505';

/**
 * The security centre: login history, authenticator, phone and e-mail binding, profile. Changing a second factor
 * or a contact needs the password again, or a code sent to the new contact (S5).
 */
export function createSecurityService(deps: {
  database: Database;
  settings: () => Promise<AccountSettings>;
  codes: CodeService;
  outbox: Outbox;
  brandName: () => Promise<string>;
}) {
  const { database, codes, outbox } = deps;

  async function requirePassword(member: MemberRow, password: string): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, password))) {
      throw new AppError(400, ErrorCode.WRONG_PASSWORD, 'The password is not correct.');
    }
  }

  async function loginHistory(memberId: bigint) {
    const rows = await selectLoginHistory(database, memberId);
    return rows.map((row) => ({
      ip: row.ip,
      userAgent: row.user_agent,
      method: row.method,
      secondFactor: row.second_factor,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async function setupTotp(member: MemberRow, password: string) {
    await requirePassword(member, password);
    if (member.totpEnabled)
      throw new AppError(409, ErrorCode.CONFLICT, 'An authenticator is already set up.');
    const secret = newTotpSecret();
    await database.query('update members set totp_secret = $1 where id = $2', [secret, member.id]);
    const url = otpauthUrl(secret, member.account, await deps.brandName());
    return {
      secret: toBase32(secret),
      otpauthUrl: url,
      qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1 }),
    };
  }

  async function enableTotp(member: MemberRow, code: string): Promise<void> {
    const fresh = await selectMemberById(database.db, member.id);
    if (!fresh?.totpSecret || fresh.totpEnabled) {
      throw new AppError(409, ErrorCode.CONFLICT, 'Start the authenticator set-up first.');
    }
    if (!(await spendCode(member.id, fresh.totpSecret, code))) {
      throw new AppError(400, ErrorCode.INVALID_VERIFICATION_CODE, 'Verification code is not valid');
    }
    await database.query('update members set totp_enabled = true where id = $1', [member.id]);
  }

  /** A code counts once (RFC 6238 §5.2): the one that confirms or turns off the authenticator is spent too. */
  async function spendCode(memberId: bigint, secret: Buffer, code: string): Promise<boolean> {
    const step = totpStep(secret, code);
    return step !== null && (await spendTotpStep(database, 'members', memberId, step));
  }

  async function disableTotp(member: MemberRow, password: string, code: string): Promise<void> {
    await requirePassword(member, password);
    if (!member.totpEnabled || !member.totpSecret || !(await spendCode(member.id, member.totpSecret, code))) {
      throw new AppError(400, ErrorCode.INVALID_VERIFICATION_CODE, 'Verification code is not valid');
    }
    await database.query('update members set totp_enabled = false, totp_secret = null where id = $1', [
      member.id,
    ]);
  }

  async function sendBindCode(
    member: MemberRow,
    channel: 'SMS' | 'EMAIL',
    destination: string,
    client: ClientInfo,
  ) {
    const { codeExpiredMinutes } = await deps.settings();
    const issued = await codes.issue({
      purpose: channel === 'SMS' ? 'BIND_PHONE' : 'BIND_EMAIL',
      channel,
      destination,
      memberId: member.id,
      ip: client.ip,
      expiredMinutes: codeExpiredMinutes,
    });
    const text = `${await deps.brandName()}: ${issued.code} is your code to bind this ${channel === 'SMS' ? 'number' : 'address'} to ${member.account}. It expires in ${codeExpiredMinutes} minutes.`;
    if (channel === 'SMS') await outbox.sendSms(destination, text);
    else await outbox.sendEmail(destination, 'Confirm your e-mail address', text);
    return { expiredMinutes: issued.expiredMinutes, requestId: issued.requestId };
  }

  async function bindPhone(
    member: MemberRow,
    input: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      requestId: string;
      password: string;
    },
  ): Promise<void> {
    await requirePassword(member, input.password);
    const phone = parsePhone(input.countryDialingCode, input.mobileNum);
    await codes.consume({
      requestId: input.requestId,
      purpose: 'BIND_PHONE',
      destination: phone.e164,
      code: input.verificationCode,
    });
    try {
      await database.query(
        'update members set mobile_dialing_code = $1, mobile_num = $2, mobile_verified = true where id = $3',
        [phone.dialingCode, phone.number, member.id],
      );
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      throw new AppError(409, ErrorCode.CONFLICT, 'This number is already bound to another account.');
    }
  }

  async function bindEmail(
    member: MemberRow,
    input: { email: string; verificationCode: string; requestId: string; password: string },
  ): Promise<void> {
    await requirePassword(member, input.password);
    const email = input.email.toLowerCase();
    await codes.consume({
      requestId: input.requestId,
      purpose: 'BIND_EMAIL',
      destination: email,
      code: input.verificationCode,
    });
    await database.query('update members set email = $1, email_verified = true where id = $2', [
      email,
      member.id,
    ]);
  }

  async function updateProfile(
    member: MemberRow,
    input: { nickname?: string | undefined; realName?: string | undefined; birthday?: string | undefined },
  ) {
    if (input.realName !== undefined && member.realName !== null) {
      // The real name must match payout accounts; once set, only customer service changes it.
      throw new AppError(409, ErrorCode.CONFLICT, 'The real name is already set.');
    }
    if (input.birthday !== undefined) {
      // A birthday pays a VIP bonus once a year: set once (of racing requests one sets it), then only customer
      // service changes it.
      const set = await database.query(
        'update members set birthday = $2 where id = $1 and birthday is null returning id',
        [member.id, input.birthday],
      );
      if (set.length === 0) throw new AppError(409, ErrorCode.CONFLICT, 'The birthday is already set.');
    }
    await database.query(
      'update members set nickname = coalesce($1, nickname), real_name = coalesce($2, real_name) where id = $3',
      [input.nickname ?? null, input.realName ?? null, member.id],
    );
  }

  return {
    loginHistory,
    setupTotp,
    enableTotp,
    disableTotp,
    sendBindCode,
    bindPhone,
    bindEmail,
    updateProfile,
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
