import { generateKeyPairSync } from 'node:crypto';
import type { Database } from '../db/database';

export type ServerKeys = { publicKeySpki: string; privateKeyPkcs8: string };

/**
 * The RSA key pair sensitive bodies are encrypted to (decision 0010). Made once per database: the first node to
 * start inserts it, every node reads the same pair.
 */
export async function loadServerKeys(database: Database): Promise<ServerKeys> {
  const [existing] = await database.query<{ public_key_spki: string; private_key_pkcs8: string }>(
    'select public_key_spki, private_key_pkcs8 from server_keys where id = 1',
  );
  if (!existing) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    await database.query(
      `insert into server_keys (id, public_key_spki, private_key_pkcs8) values (1, $1, $2) on conflict (id) do nothing`,
      [pair.publicKey.toString('base64'), pair.privateKey.toString('base64')],
    );
    return loadServerKeys(database);
  }
  return { publicKeySpki: existing.public_key_spki, privateKeyPkcs8: existing.private_key_pkcs8 };
}
