import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import type { RegisterSettings } from '@playhall/contracts/system';
import type { AccountSettings } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import type { Outbox } from '../outbox/outbox';
import type { CaptchaService } from './captchas';
import type { CodeService } from './codes';
import { parsePhone } from './phone';

function notEnabled(): AppError {
  return new AppError(
    403,
    ErrorCode.OPERATION_NOT_ALLOWED,
    'Not enabled function, please contact customer service.',
  );
}

/**
 * The SMS code calls of the portal. Whether the number belongs to an account never changes the answer (A6): a
 * code is issued (and rate limited) either way, and only the owner of a real account's phone receives it.
 */
export function createCodeSender(deps: {
  /** The member whose verified phone this is (member module's lookup, passed in: member imports verification). */
  memberByVerifiedPhone: (dialingCode: string, number: string) => Promise<{ status: string } | undefined>;
  settings: () => Promise<AccountSettings>;
  registerSettings: () => Promise<RegisterSettings>;
  flags: () => Promise<Record<string, boolean>>;
  captchas: CaptchaService;
  codes: CodeService;
  outbox: Outbox;
  brandName: () => Promise<string>;
}) {
  const { memberByVerifiedPhone, settings, flags, captchas, codes, outbox } = deps;

  async function sendForLogin(
    input: {
      mobileNum?: string | undefined;
      countryDialingCode?: string | undefined;
      purpose: 'LOGIN' | 'RESET_PASSWORD';
      captchaId?: string | undefined;
      captcha?: string | undefined;
    },
    client: ClientInfo,
  ) {
    const enabled = await flags();
    const module =
      input.purpose === 'LOGIN'
        ? FeatureModule.VERIFICATION_CODE_LOGIN
        : FeatureModule.MOBILE_PASSWORD_CHANGE;
    if (!enabled[FeatureModule.SMS_VERIFICATION] || !enabled[module]) throw notEnabled();
    const phone = parsePhone(input.countryDialingCode, input.mobileNum);
    if (input.purpose === 'RESET_PASSWORD') await captchas.check(input.captchaId, input.captcha);
    const { codeExpiredMinutes } = await settings();
    const issued = await codes.issue({
      purpose: input.purpose,
      channel: 'SMS',
      destination: phone.e164,
      memberId: null,
      ip: client.ip,
      expiredMinutes: codeExpiredMinutes,
    });
    const member = await memberByVerifiedPhone(phone.dialingCode, phone.number);
    if (member && member.status === 'ACTIVE') {
      const action = input.purpose === 'LOGIN' ? 'log in' : 'reset your password';
      await outbox.sendSms(
        phone.e164,
        `${await deps.brandName()}: ${issued.code} is your code to ${action}. It expires in ${codeExpiredMinutes} minutes. Never share it.`,
      );
    }
    return { expiredMinutes: issued.expiredMinutes, requestId: issued.requestId };
  }

  async function sendForRegistration(
    input: {
      mobileNo?: string | undefined;
      countryDialingCode?: string | undefined;
      captchaId?: string | undefined;
      captcha?: string | undefined;
    },
    client: ClientInfo,
  ) {
    const enabled = await flags();
    if (!enabled[FeatureModule.SMS_VERIFICATION] || !enabled[FeatureModule.MOBILE_REGISTRATION])
      throw notEnabled();
    const phone = parsePhone(input.countryDialingCode, input.mobileNo);
    if ((await deps.registerSettings()).captchaOnRegister)
      await captchas.check(input.captchaId, input.captcha);
    const { codeExpiredMinutes } = await settings();
    const issued = await codes.issue({
      purpose: 'REGISTER',
      channel: 'SMS',
      destination: phone.e164,
      memberId: null,
      ip: client.ip,
      expiredMinutes: codeExpiredMinutes,
    });
    const brand = await deps.brandName();
    const existing = await memberByVerifiedPhone(phone.dialingCode, phone.number);
    const text = existing
      ? `${brand}: someone tried to register with this number, which already has an account. Log in, or reset your password if you forgot it.`
      : `${brand}: ${issued.code} is your registration code. It expires in ${codeExpiredMinutes} minutes. Never share it.`;
    await outbox.sendSms(phone.e164, text);
    return { expiredMinutes: issued.expiredMinutes, requestId: issued.requestId };
  }

  return { sendForLogin, sendForRegistration };
}

export type CodeSender = ReturnType<typeof createCodeSender>;
