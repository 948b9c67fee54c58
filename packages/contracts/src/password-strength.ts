import { ErrorCode } from './error-codes';

/**
 * How strong a new password must be (issue 11.7), judged by the same function on both sides: the server enforces
 * it, the web forms show it as a hint while the member types. The estimator (zxcvbn-ts) is passed in, so this
 * module carries no dictionaries and no zod: the server loads the common and English word lists, the client
 * lazily loads the common list only. Fewer dictionaries can only find fewer patterns, so a password the client
 * calls weak the server refuses too; the reverse is not promised.
 */

/**
 * zxcvbn's 0-4 scale. 3 means about 10^8 guesses or more: out of reach of an online attack (login throttling
 * and the captcha) and slow to crack offline against argon2id. 2 still admits "Password2024"-like choices that
 * sit high in every cracking list; 4 (10^10) refuses most memorable passwords the demo rule (letters and digits)
 * allows.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Characters the estimator reads. Its matching work grows quickly with length (a crafted 64-character password
 * took 0.4 s of one core); beyond 32 characters a password is long enough that its prefix decides.
 */
export const ESTIMATED_LENGTH = 32;

/** Bounds zxcvbn's l33t matcher, whose work grows with the number of substitutable characters. */
export const L33T_MAX_SUBSTITUTIONS = 10;

/** What the judgement needs from an estimate; zxcvbn-ts results have this shape. */
export type StrengthEstimate = {
  score: number;
  sequence: readonly { pattern: string; dictionaryName?: string | undefined }[];
};

export type StrengthEstimator = (password: string, userInputs: string[]) => StrengthEstimate;

/** What a guesser who targets this member knows; every part is optional. */
export type PersonalInfo = {
  account?: string | null | undefined;
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  realName?: string | null | undefined;
  /** Words of the site itself, such as its brand name. */
  siteWords?: readonly string[] | undefined;
};

export type PasswordWeakness = typeof ErrorCode.PASSWORD_TOO_WEAK | typeof ErrorCode.PASSWORD_PERSONAL_INFO;

export type PasswordVerdict = { score: number; weakness: PasswordWeakness | null };

/** Shorter identifiers ("bob") would refuse too many unrelated passwords when found inside one. */
const MIN_IDENTIFIER_LENGTH = 4;

function normal(text: string | null | undefined): string {
  return (text ?? '').normalize('NFKC').trim().toLowerCase();
}

const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * A phone number as typed or with its dialing code ("+84 912345678"), and its last eight digits, which are the
 * subscriber's own in every numbering plan the brand serves and what a member copies into a password.
 */
function phoneForms(mobile: string | null | undefined): string[] {
  const digits = digitsOf(mobile);
  return digits.length > 8 ? [digits, digits.slice(-8)] : [digits];
}
const emailName = (email: string | null | undefined) => normal(email).split('@')[0] ?? '';

/**
 * Words the estimator treats as known to the attacker: the account name and its letters alone ("newbie01" and
 * "newbie"), the e-mail's name and its parts, the phone number, the real name, the site's words.
 */
export function personalWords(info: PersonalInfo): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    if ([...word].length >= 3) words.add(word);
  };
  const account = normal(info.account);
  add(account);
  add(account.replace(/[^\p{L}]/gu, ''));
  const local = emailName(info.email);
  add(local);
  for (const part of local.split(/[._+-]/)) add(part);
  for (const form of phoneForms(info.mobile)) add(form);
  const name = normal(info.realName);
  add(name.replace(/\s+/g, ''));
  for (const part of name.split(/\s+/)) add(part);
  for (const word of info.siteWords ?? []) add(normal(word).replace(/\s+/g, ''));
  return [...words];
}

/** The whole account name, e-mail name or phone number inside the password, forwards or backwards. */
function containsIdentifier(password: string, info: PersonalInfo): boolean {
  const text = normal(password);
  const reversed = [...text].reverse().join('');
  return [normal(info.account), emailName(info.email), ...phoneForms(info.mobile)].some(
    (identifier) =>
      [...identifier].length >= MIN_IDENTIFIER_LENGTH &&
      (text.includes(identifier) || reversed.includes(identifier)),
  );
}

/**
 * Judges a new password: built from the member's identifiers, too guessable (common, in the breached-password
 * list, a keyboard walk, a date...), or strong enough. The score is for the hint; a refused password never
 * shows as strong.
 */
export function judgePassword(
  password: string,
  info: PersonalInfo,
  estimate: StrengthEstimator,
): PasswordVerdict {
  const result = estimate(password, personalWords(info));
  const weakScore = Math.min(result.score, MIN_PASSWORD_SCORE - 1);
  if (containsIdentifier(password, info)) {
    return { score: weakScore, weakness: ErrorCode.PASSWORD_PERSONAL_INFO };
  }
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, weakness: null };
  const isPersonal = result.sequence.some((match) => match.dictionaryName === 'userInputs');
  return {
    score: weakScore,
    weakness: isPersonal ? ErrorCode.PASSWORD_PERSONAL_INFO : ErrorCode.PASSWORD_TOO_WEAK,
  };
}
