import type { FieldError } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { judgePassword, type PersonalInfo } from '@playhall/contracts/password-strength';
import type { AccountSettings } from '../../db/schema/auth';
import { estimatePasswordStrength } from '../../security/password-strength';

const MESSAGES = {
  [ErrorCode.PASSWORD_TOO_WEAK]: 'This password is too common or too easy to guess.',
  [ErrorCode.PASSWORD_PERSONAL_INFO]: 'This password is built from your account name or details.',
} as const;

export type PasswordPolicy = {
  /** The field error for a new password the policy refuses, or null. Field rules are checked before this. */
  check(password: string, info: Omit<PersonalInfo, 'siteWords'>, field: string): Promise<FieldError | null>;
};

/**
 * Every way a member gets a new password (registration, change, forced change, reset by link or phone) goes
 * through this check (issue 11.7). On unless the brand switches `password_strength_check` off.
 */
export function createPasswordPolicy(deps: {
  settings: () => Promise<AccountSettings>;
  brandName: () => Promise<string>;
}): PasswordPolicy {
  return {
    async check(password, info, field) {
      const [{ passwordStrengthCheck }, brand] = await Promise.all([deps.settings(), deps.brandName()]);
      if (!passwordStrengthCheck) return null;
      const { weakness } = judgePassword(password, { ...info, siteWords: [brand] }, estimatePasswordStrength);
      return weakness ? { field, code: weakness, message: MESSAGES[weakness] } : null;
    },
  };
}
