import { ErrorCode } from '@playhall/contracts/error-codes';
import { ApiError } from '@/lib/api-client';

/**
 * Whether a failed login tells the form to show the captcha: the server asks for one (CAPTCHA_REQUIRED, also on a
 * first attempt from an address that failed for many accounts, decision 0034), refused the answer, or flags a
 * failure with `captchaRequired` (a wrong password: the account's next login needs one).
 */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === ErrorCode.CAPTCHA_REQUIRED || error.code === ErrorCode.CAPTCHA_INVALID) return true;
  const value = error.value;
  return (
    typeof value === 'object' &&
    value !== null &&
    'captchaRequired' in value &&
    value.captchaRequired === true
  );
}
