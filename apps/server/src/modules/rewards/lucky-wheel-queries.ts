import type { SqlRunner } from '../../db/database';

export type SeedRow = { server_seed: string; seed_hash: string; nonce: number };

export type SpinRow = {
  id: bigint;
  period: string;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  nonce: number;
  segment: number;
  amount: bigint;
  bonus_id: bigint | null;
  created_at: Date | string;
};

const SPIN_COLUMNS = `id, period, server_seed, seed_hash, client_seed, nonce, segment, amount, bonus_id, created_at`;

/** The member's committed seed for a wheel, made now when it has none (the first view commits it). */
export async function ensureSeed(
  runner: SqlRunner,
  activityId: bigint,
  memberId: bigint,
  fresh: { serverSeed: string; seedHash: string },
): Promise<SeedRow> {
  await runner.query(
    `insert into wheel_seeds (activity_id, member_id, server_seed, seed_hash) values ($1, $2, $3, $4)
     on conflict (activity_id, member_id) do nothing`,
    [activityId, memberId, fresh.serverSeed, fresh.seedHash],
  );
  const [row] = await runner.query<SeedRow>(
    'select server_seed, seed_hash, nonce from wheel_seeds where activity_id = $1 and member_id = $2',
    [activityId, memberId],
  );
  if (!row) throw new Error('the wheel seed vanished after its insert');
  return row;
}

/** The member's seed locked for a spin: a member's spins of one wheel queue here. */
export async function lockSeed(tx: SqlRunner, activityId: bigint, memberId: bigint): Promise<SeedRow> {
  const [row] = await tx.query<SeedRow>(
    `select server_seed, seed_hash, nonce from wheel_seeds where activity_id = $1 and member_id = $2 for update`,
    [activityId, memberId],
  );
  if (!row) throw new Error('a spin found no committed seed');
  return row;
}

/** After a spin: a new committed seed, and the next nonce. */
export async function rotateSeed(
  tx: SqlRunner,
  activityId: bigint,
  memberId: bigint,
  fresh: { serverSeed: string; seedHash: string },
): Promise<void> {
  await tx.query(
    `update wheel_seeds set server_seed = $3, seed_hash = $4, nonce = nonce + 1, created_at = now()
     where activity_id = $1 and member_id = $2`,
    [activityId, memberId, fresh.serverSeed, fresh.seedHash],
  );
}

/** A spin, or nothing when the member spun this wheel in this period already (the unique key decides a race). */
export async function insertSpin(
  tx: SqlRunner,
  spin: {
    activityId: bigint;
    memberId: bigint;
    period: string;
    seed: SeedRow;
    clientSeed: string;
    segment: number;
    amount: bigint;
  },
): Promise<SpinRow | undefined> {
  const [row] = await tx.query<SpinRow>(
    `insert into wheel_spins (activity_id, member_id, period, server_seed, seed_hash, client_seed, nonce, segment,
                              amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (activity_id, member_id, period) do nothing
     returning ${SPIN_COLUMNS}`,
    [
      spin.activityId,
      spin.memberId,
      spin.period,
      spin.seed.server_seed,
      spin.seed.seed_hash,
      spin.clientSeed,
      spin.seed.nonce,
      spin.segment,
      spin.amount,
    ],
  );
  return row;
}

export async function setSpinBonus(tx: SqlRunner, spinId: bigint, bonusId: bigint): Promise<void> {
  await tx.query('update wheel_spins set bonus_id = $2 where id = $1', [spinId, bonusId]);
}

/** The member's latest spins of a wheel, newest first. */
export function selectRecentSpins(
  runner: SqlRunner,
  activityId: bigint,
  memberId: bigint,
  limit = 10,
): Promise<SpinRow[]> {
  return runner.query<SpinRow>(
    `select ${SPIN_COLUMNS} from wheel_spins where activity_id = $1 and member_id = $2
     order by created_at desc, id desc limit $3`,
    [activityId, memberId, limit],
  );
}
