import type { Database } from '../db/database';
import { ensureSystemAccount, mainWalletId, SystemAccount } from '../modules/ledger/accounts';
import { post } from '../modules/ledger/post';
import { insertMember } from '../modules/member/queries';
import { hashPassword } from '../security/passwords';
import { newSecretToken } from '../security/tokens';

const SEED_LOCK_KEY = 7_401_003;

/** The demo accounts listed in the README. All share one demo password. */
export const DEMO_PASSWORD = 'Demo2026';
export const DEMO_DEFAULT_WEAK_PASSWORD = 'Welcome123';

/**
 * The account policy and the demo accounts: the house agent at the root of every downline, two agents, a player
 * with a real name and e-mail, and a player still on the default weak password (to show the forced change).
 */
export async function seedDemoAccounts(database: Database): Promise<boolean> {
  if ((await database.query('select 1 from members limit 1')).length > 0) return false;
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const weakHash = await hashPassword(DEMO_DEFAULT_WEAK_PASSWORD);
  const houseHash = await hashPassword(newSecretToken());
  const seeded = await database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if ((await tx.query('select 1 from members limit 1')).length > 0) return false;
    await tx.query(
      'insert into account_settings (default_weak_password) values ($1) on conflict do nothing',
      [DEMO_DEFAULT_WEAK_PASSWORD],
    );
    const house = await insertMember(tx, {
      account: 'house',
      type: 1,
      isHouse: true,
      passwordHash: houseHash,
      nickname: 'House',
    });
    const agent = await insertMember(tx, {
      account: 'agent01',
      type: 1,
      uplineId: house,
      passwordHash: demoHash,
      affiliateCode: 'PLAYHALL',
      realName: 'Demo Agent',
      email: 'agent01@playhall.example',
    });
    await insertMember(tx, {
      account: 'agent02',
      type: 2,
      uplineId: agent,
      passwordHash: demoHash,
      affiliateCode: 'AGENT02',
      realName: 'Second Agent',
    });
    await insertMember(tx, {
      account: 'player01',
      type: 0,
      uplineId: agent,
      passwordHash: demoHash,
      realName: 'Demo Player',
      nickname: 'Lucky',
      email: 'player01@playhall.example',
    });
    await insertMember(tx, { account: 'newbie01', type: 0, uplineId: agent, passwordHash: weakHash });
    return true;
  });
  if (seeded) await seedDemoBalances(database);
  return seeded;
}

/** Starting balances, moved like any operator adjustment: ledger postings from the adjustment account. */
const DEMO_BALANCES: [string, bigint][] = [
  ['player01', 500_000n],
  ['agent01', 2_000_000n],
  ['agent02', 1_000_000n],
];

async function seedDemoBalances(database: Database): Promise<void> {
  const adjustment = await ensureSystemAccount(database, SystemAccount.ADJUSTMENT);
  const [settings] = await database.query<{ currency: string }>(
    'select currency from site_settings where id = 1',
  );
  for (const [account, amount] of DEMO_BALANCES) {
    const [member] = await database.query<{ id: bigint }>('select id from members where account = $1', [
      account,
    ]);
    if (!member || !settings) continue;
    await post(database, {
      key: `seed:demo-balance:${account}`,
      kind: 'ADJUSTMENT',
      currency: settings.currency,
      entries: [
        { accountId: adjustment, amount: -amount },
        { accountId: await mainWalletId(database, member.id), amount },
      ],
      memo: { reason: 'Demo starting balance' },
    });
  }
}
