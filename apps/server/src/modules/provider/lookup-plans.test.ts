import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-app';
import type { Database } from '../../db/database';

/**
 * The callbacks' lookups as plpgsql caches them: generic plans, made while the tables are still empty (a new
 * brand, a fresh bench database). Each must use the index that answers it in one probe, never an index that only
 * narrows to the vendor and filters the rest (migration 0012).
 */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

async function genericPlan(name: string, types: string, text: string, args: string): Promise<string> {
  return database.transaction(async (tx) => {
    await tx.exec('set local plan_cache_mode = force_generic_plan');
    await tx.exec(`prepare ${name} (${types}) as ${text}`);
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain execute ${name} (${args})`);
    await tx.exec(`deallocate ${name}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('wallet callback lookups on empty tables', () => {
  it('finds a callback by vendor and txId through its unique key', async () => {
    const plan = await genericPlan(
      'callback_by_tx',
      'text, text',
      'select status from provider_callbacks where vendor_code = $1 and tx_id = $2',
      `'PG', 'b-1'`,
    );
    expect(plan).toContain('provider_callbacks_tx');
    expect(plan).not.toContain('Filter');
  });

  it('finds a bet by vendor and txId through its unique key', async () => {
    const plan = await genericPlan(
      'bet_by_tx',
      'text, text',
      'update bets set payout = payout + 1 where vendor_code = $1 and tx_id = $2',
      `'PG', 'b-1'`,
    );
    expect(plan).toContain('bets_tx');
  });

  it("closes a round through the round's index", async () => {
    const plan = await genericPlan(
      'bets_of_round',
      'text, text, bigint',
      `update bets set status = 'SETTLED' where vendor_code = $1 and round_id = $2 and member_id = $3 and status = 'OPEN'`,
      `'PG', 'r-1', 1`,
    );
    expect(plan).toContain('bets_round');
  });
});

describe('reconciliation reads', () => {
  it("reads an hour of a vendor's bets through the time index, not the whole table", async () => {
    const plan = await genericPlan(
      'bets_of_hour',
      'text, timestamptz, timestamptz',
      'select tx_id from bets where vendor_code = $1 and created_at >= $2 and created_at < $3',
      `'PG', now() - interval '1 hour', now()`,
    );
    expect(plan).toContain('bets_created');
  });
});
