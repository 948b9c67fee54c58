import type { Database, SqlRunner } from '../../db/database';
import { withRetry } from '../ledger/ledger-error';
import { lockActiveBonuses, type RewardBatch, takeRewardEvents, updateWagered } from './queries';
import { applySettledBets } from './wagering-progress';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * A reward that reads the batch too (first-deposit activities, rebates...), in the batch's transaction. The brand's
 * time zone comes with it, read before the transaction opened: a cached read that misses inside it would wait on
 * the embedded database for the very transaction that waits on it.
 */
export type EventApplier = (tx: SqlRunner, batch: RewardBatch, timeZone: string) => Promise<void>;

/**
 * The rewards consumer (decision 0039): takes a batch of reward events, applies it and deletes it in one
 * transaction, so each event counts exactly once, also after a crash (the batch rolls back and is taken again) and
 * on several nodes (SKIP LOCKED: each node takes other events). One run drains what is waiting, batch by batch,
 * for at most `maxRunMs`.
 */
export function createRewardsConsumer({
  database,
  batchSize = 2000,
  maxRunMs = 5_000,
  appliers = [],
  timeZone = async () => 'UTC',
}: {
  database: Database;
  /** The brand's zone (a cached read): asked before each batch's transaction, never inside it. */
  timeZone?: () => Promise<string>;
  batchSize?: number;
  maxRunMs?: number;
  appliers?: readonly EventApplier[];
}) {
  async function runBatch(): Promise<number> {
    const zone = await timeZone();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const batch = await takeRewardEvents(tx, batchSize);
        if (batch.count === 0) return 0;
        const bets = batch.events
          .filter((event) => event.kind === 'BET')
          .map((event) => ({
            memberId: event.member_id,
            categoryCode: event.category_code,
            validBet: event.amount,
            placedAt: toDate(event.occurred_at),
          }));
        const members = [...new Set(bets.map((bet) => bet.memberId))].sort((a, b) => (a < b ? -1 : 1));
        if (members.length > 0) {
          const bonuses = await lockActiveBonuses(tx, members);
          const changes = applySettledBets(
            bonuses.map((row) => ({
              id: row.id,
              memberId: row.member_id,
              grantedAt: toDate(row.granted_at),
              wageringRequired: row.wagering_required,
              wagered: row.wagered,
              contributions: row.contributions,
            })),
            bets,
          );
          await updateWagered(tx, changes);
        }
        for (const apply of appliers) await apply(tx, batch, zone);
        return batch.count;
      }),
    );
  }

  /** Everything waiting, batch by batch, until none is left or the run has taken `maxRunMs`. */
  async function run(): Promise<number> {
    const started = Date.now();
    let done = 0;
    for (;;) {
      const taken = await runBatch();
      done += taken;
      if (taken < batchSize || Date.now() - started > maxRunMs) return done;
    }
  }

  return { run, runBatch };
}

export type RewardsConsumer = ReturnType<typeof createRewardsConsumer>;
