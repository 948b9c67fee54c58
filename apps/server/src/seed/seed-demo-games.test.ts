import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app';
import { seedDemoGames } from './seed-demo-games';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('seeding the demo games', () => {
  it('on a later start, brings names seeded by an older version back to the provider’s list', async () => {
    const [before] = await t.database.query<{ names: Record<string, string> }>(
      `select names from games where vendor_code = 'PG' and game_code = 'PG-0001'`,
    );
    await t.database.query(
      `update games set names = '{"en":"Golden Dragon","zh-CN":"黄金龙","vi":"Rồng Vàng"}'
       where vendor_code = 'PG' and game_code = 'PG-0001'`,
    );
    expect(await seedDemoGames(t.database)).toBe(false);
    const [after] = await t.database.query<{ names: Record<string, string> }>(
      `select names from games where vendor_code = 'PG' and game_code = 'PG-0001'`,
    );
    expect(after?.names).toEqual(before?.names);
    expect(after?.names.en).not.toBe('Golden Dragon');
  });
});
