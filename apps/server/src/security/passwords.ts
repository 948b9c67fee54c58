import argon2 from 'argon2';

/**
 * argon2id with explicit parameters (A1): 19 MiB of memory and two passes, OWASP's minimum recommendation.
 * The parameters are written into every stored hash, so raising them later only affects new hashes.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** Hash of a password nobody knows, verified when an account does not exist so both paths take as long (A6). */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
