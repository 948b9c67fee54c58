import { randomBytes } from 'node:crypto';
import { sqlState } from '../ledger/ledger-error';

/** 32 symbols without the look-alikes 0/O and 1/I: codes are read aloud and typed from screenshots. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
const ATTEMPTS = 5;

/** A new invitation code: 8 symbols, 40 random bits. */
export function newAffiliateCode(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * Runs `work` with a fresh code, drawing another when a unique index refuses it. `isCodeClash` tells a clash of
 * the code from any other unique violation, which is rethrown at once.
 */
export async function withFreshCode<T>(
  work: (code: string) => Promise<T>,
  isCodeClash: () => Promise<boolean> = async () => true,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(newAffiliateCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS || !(await isCodeClash())) throw error;
    }
  }
}
