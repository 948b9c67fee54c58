import type { LoginResult, SecondFactorMethod } from '@playhall/contracts/accounts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { totpStep } from '../../security/totp';
import type { Outbox } from '../outbox/outbox';
import type { CodeService } from '../verification/codes';
import { secondFactorMethods } from './challenge';
import type { GrantSession } from './grant';
import type { MemberLookups } from './member-lookups';

const MAX_CHALLENGE_TRIES = 5;

function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The second step of a login from an unknown address (A9): the challenge is bound to the address that began it,
 * expires, allows five tries, and completes once.
 */
export function createSecondFactorService(deps: {
  database: Database;
  settings: () => Promise<AccountSettings>;
  codes: CodeService;
  outbox: Outbox;
  brandName: () => Promise<string>;
  members: MemberLookups;
  grantSession: GrantSession;
}) {
  const { database, settings, codes, outbox, members } = deps;

  async function openChallenge(challengeId: string, client: ClientInfo) {
    const [row] = await database.query<{
      member_id: bigint;
      login_method: string;
      must_change_password: boolean;
    }>(
      `select member_id, login_method, must_change_password from login_challenges
       where id = $1 and ip = $2::inet and completed_at is null and expires_at > now() and attempts < $3`,
      [challengeId, client.ip, MAX_CHALLENGE_TRIES],
    );
    if (!row) throw new AppError(400, ErrorCode.CHALLENGE_EXPIRED, 'Please log in again.');
    const member = await members.byId(row.member_id);
    if (member?.status !== 'ACTIVE')
      throw new AppError(400, ErrorCode.CHALLENGE_EXPIRED, 'Please log in again.');
    return { member, loginMethod: row.login_method, mustChangePassword: row.must_change_password };
  }

  async function sendCode(challengeId: string, method: 'SMS' | 'EMAIL', client: ClientInfo) {
    const { member } = await openChallenge(challengeId, client);
    if (!secondFactorMethods(member).includes(method)) {
      throw new AppError(
        400,
        ErrorCode.OPERATION_NOT_ALLOWED,
        'This method is not available for the account.',
      );
    }
    const { codeExpiredMinutes } = await settings();
    const destination =
      method === 'SMS' ? `${member.mobileDialingCode}${member.mobileNum}` : (member.email ?? '');
    const issued = await codes.issue({
      purpose: 'SECOND_FACTOR',
      channel: method,
      destination,
      memberId: member.id,
      ip: client.ip,
      expiredMinutes: codeExpiredMinutes,
    });
    const brand = await deps.brandName();
    const text = `${brand}: your login verification code is ${issued.code}. It expires in ${codeExpiredMinutes} minutes.`;
    if (method === 'SMS') await outbox.sendSms(destination, text);
    else await outbox.sendEmail(destination, `${brand} login verification code`, text);
    return { expiredMinutes: issued.expiredMinutes, requestId: issued.requestId };
  }

  async function check(
    member: Awaited<ReturnType<typeof openChallenge>>['member'],
    method: SecondFactorMethod,
    answer: string,
    requestId: string | undefined,
  ): Promise<boolean> {
    switch (method) {
      case 'SMS':
      case 'EMAIL': {
        const destination =
          method === 'SMS' ? `${member.mobileDialingCode}${member.mobileNum}` : (member.email ?? '');
        return codes
          .consume({ requestId, purpose: 'SECOND_FACTOR', destination, code: answer })
          .then(() => true)
          .catch((error: unknown) => {
            if (error instanceof AppError) return false;
            throw error;
          });
      }
      case 'BANK_NAME':
        return member.realName !== null && normaliseName(member.realName) === normaliseName(answer);
      case 'TOTP': {
        // Spent at once, per member and not per challenge: the same code cannot open a second challenge, even
        // one racing this one from another address (RFC 6238 §5.2).
        const step = member.totpSecret === null ? null : totpStep(member.totpSecret, answer);
        return step !== null && members.spendTotpStep(member.id, step);
      }
    }
  }

  async function verify(
    input: {
      challengeId: string;
      method: SecondFactorMethod;
      answer: string;
      requestId?: string | undefined;
    },
    client: ClientInfo,
    userAgent: string | null,
  ): Promise<Extract<LoginResult, { status: 'OK' }>> {
    const challenge = await openChallenge(input.challengeId, client);
    const { member } = challenge;
    const allowed = secondFactorMethods(member).includes(input.method);
    if (!allowed || !(await check(member, input.method, input.answer, input.requestId))) {
      await database.query('update login_challenges set attempts = attempts + 1 where id = $1', [
        input.challengeId,
      ]);
      throw new AppError(400, ErrorCode.SECOND_FACTOR_INVALID, 'The verification did not match.');
    }
    const [completed] = await database.query(
      'update login_challenges set completed_at = now() where id = $1 and completed_at is null returning id',
      [input.challengeId],
    );
    if (!completed) throw new AppError(400, ErrorCode.CHALLENGE_EXPIRED, 'Please log in again.');
    const policy = await settings();
    return deps.grantSession(policy, {
      member,
      method: challenge.loginMethod === 'sms' ? 'sms' : 'username',
      mustChangePassword: challenge.mustChangePassword,
      passwordExpired: false,
      secondFactor: input.method,
      client,
      userAgent,
    });
  }

  return { sendCode, verify };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
