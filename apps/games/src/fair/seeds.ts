import { createHash, randomBytes } from 'node:crypto';

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. Kept secret until it is revealed. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The commitment published before play: SHA-256 of the seed's text (its 64 hex characters as ASCII, not the
 * decoded bytes), so a player can check it with any online SHA-256 tool by pasting the revealed seed.
 */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A default client seed for players who do not choose one: 16 random hex characters. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}
