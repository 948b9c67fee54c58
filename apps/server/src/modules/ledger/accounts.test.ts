import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-app';
import type { Database } from '../../db/database';
import { mainWalletCode } from './accounts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

describe('main_wallet_code, the SQL spelling of a main wallet code', () => {
  it('spells it as mainWalletCode does', async () => {
    for (const id of [1n, 42n, 9_007_199_254_740_993n]) {
      const [row] = await database.query<{ code: string }>('select main_wallet_code($1) as code', [id]);
      expect(row?.code).toBe(mainWalletCode(id));
    }
  });

  it('is inlined, so a lookup by it uses the code index', async () => {
    const plan = await database.transaction(async (tx) => {
      await tx.exec('set local plan_cache_mode = force_generic_plan');
      await tx.exec(
        `prepare wallet_of (bigint) as
         select a.id from members m join ledger_accounts a on a.code = main_wallet_code(m.id) where m.id = $1`,
      );
      const rows = await tx.query<{ 'QUERY PLAN': string }>('explain verbose execute wallet_of (1)');
      await tx.exec('deallocate wallet_of');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('ledger_accounts_code_unique');
    expect(plan).not.toContain('main_wallet_code');
  });
});
