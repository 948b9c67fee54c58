/**
 * Shapes the forms check before sending, for fields that have no brand field rule (those go through the
 * contracts' `checkFieldRule`, in `lib/field-messages.ts`). The server checks again.
 */

const SIX_DIGITS = /^[0-9]{6}$/;
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An authenticator code or a payment password: exactly six digits, nothing around them. */
export function isSixDigits(value: string): boolean {
  return SIX_DIGITS.test(value);
}

/** Something that can be an e-mail address (local part, @, a domain with a dot); whether it is, a code tells. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
