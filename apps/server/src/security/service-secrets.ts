import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';

/** The secrets this deployment signs and checks with; never a value written in the repository (issue 11.2). */
export type ServiceSecrets = {
  /** Between the cashier and the payment gateway (the sandbox gateway in a demo deployment). */
  psp: string;
  /** Between the wallet and the built-in provider: the demo vendors and vendors without a secret of their own. */
  provider: string;
};

/**
 * A configured secret wins. Otherwise (a demo deployment: production refuses to start without them) the first node
 * to start generates 256 random bits and stores them with the data; every node, and the in-process sandbox gateway
 * and built-in provider, read the same value.
 */
export async function loadServiceSecrets(
  database: Database,
  config: Pick<Config, 'PSP_SECRET' | 'PROVIDER_SECRET'>,
): Promise<ServiceSecrets> {
  return {
    psp: config.PSP_SECRET ?? (await storedSecret(database, 'psp')),
    provider: config.PROVIDER_SECRET ?? (await storedSecret(database, 'provider')),
  };
}

async function storedSecret(database: Database, name: string): Promise<string> {
  await database.query(
    'insert into service_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, randomBytes(32).toString('hex')],
  );
  const [row] = await database.query<{ value: string }>('select value from service_secrets where name = $1', [
    name,
  ]);
  if (!row) throw new Error(`The ${name} secret could not be stored`);
  return row.value;
}
