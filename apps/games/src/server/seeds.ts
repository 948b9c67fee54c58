import type { FairnessState, RotatedSeeds } from '@playhall/contracts/games-play';
import { defaultClientSeed, hashServerSeed, newServerSeed } from '../fair/seeds';
import type { GamesDb, GamesSql } from './games-db';

export type SeedRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
};

/** The seed pair and nonce one round is played with. */
export type RoundSeed = {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

function toFairness(row: SeedRow): FairnessState {
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nextNonce: row.next_nonce };
}

/**
 * Provably fair seed pairs (ARCHITECTURE.md §5), one active pair per owner: the server seed's hash is shown before
 * any round uses it, each round takes the next nonce, and rotating reveals the old server seed so that every round
 * played with it can be recomputed. Changing the client seed starts a new pair (the usual rule: a player must not
 * be able to pick a client seed after seeing the results of the server seed).
 */
export function createSeeds(db: GamesDb) {
  async function active(runner: GamesSql, owner: string): Promise<SeedRow> {
    const [existing] = await runner.query<SeedRow>(
      `select id, server_seed, server_seed_hash, client_seed, next_nonce from gp_seeds
       where owner = $1 and revealed_at is null`,
      [owner],
    );
    if (existing) return existing;
    return open(runner, owner, defaultClientSeed());
  }

  async function open(runner: GamesSql, owner: string, clientSeed: string): Promise<SeedRow> {
    const serverSeed = newServerSeed();
    const [created] = await runner.query<SeedRow>(
      `insert into gp_seeds (owner, server_seed, server_seed_hash, client_seed) values ($1, $2, $3, $4)
       on conflict (owner) where revealed_at is null do update set owner = excluded.owner
       returning id, server_seed, server_seed_hash, client_seed, next_nonce`,
      [owner, serverSeed, hashServerSeed(serverSeed), clientSeed],
    );
    if (!created) throw new Error('gp_seeds insert answered nothing');
    return created;
  }

  /** Claims the next nonce of the owner's active pair, inside the caller's transaction. */
  async function nextRound(tx: GamesSql, owner: string): Promise<RoundSeed> {
    await active(tx, owner);
    const [row] = await tx.query<SeedRow>(
      `update gp_seeds set next_nonce = next_nonce + 1 where owner = $1 and revealed_at is null
       returning id, server_seed, server_seed_hash, client_seed, next_nonce - 1 as next_nonce`,
      [owner],
    );
    if (!row) throw new Error('no active seed pair');
    return {
      seedId: row.id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.next_nonce,
    };
  }

  async function fairness(owner: string): Promise<FairnessState> {
    return toFairness(await active(db, owner));
  }

  async function rotate(owner: string, clientSeed?: string): Promise<RotatedSeeds> {
    return db.transaction(async (tx) => {
      const previous = await active(tx, owner);
      await tx.query('update gp_seeds set revealed_at = now() where id = $1', [previous.id]);
      const current = await open(tx, owner, clientSeed ?? defaultClientSeed());
      return {
        previous: {
          serverSeed: previous.server_seed,
          serverSeedHash: previous.server_seed_hash,
          clientSeed: previous.client_seed,
          rounds: previous.next_nonce,
        },
        current: toFairness(current),
      };
    });
  }

  return { fairness, nextRound, rotate };
}

export type Seeds = ReturnType<typeof createSeeds>;
