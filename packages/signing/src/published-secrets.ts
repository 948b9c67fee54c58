/**
 * Secrets that were ever written in this repository (old development defaults, documentation examples). Anyone can
 * read them, so no server may sign or accept anything with them: configuration naming one is refused at start.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'playhall-sandbox-psp-development-secret',
  'playhall-demo-vendors-development-secret',
]);

/** The shortest secret accepted from configuration: 128 bits written as hex. */
export const MIN_SECRET_LENGTH = 32;

/** Why a configured secret cannot be used, or null when it can. */
export function secretProblem(value: string): string | null {
  if (PUBLISHED_SECRETS.has(value)) return 'is a published development value that anyone can read';
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < 8) return 'is too repetitive to be a secret';
  return null;
}
