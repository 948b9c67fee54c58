import { adminClient } from './processes';

/** Samples the rewards consumer's lag (the oldest waiting event's age) until stopped; answers the largest. */
export function sampleConsumerLag(databaseUrl: string) {
  const sql = adminClient(databaseUrl);
  let largest = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const [row] = await sql.unsafe<{ lag: number | null }[]>(
        `select extract(epoch from now() - min(occurred_at))::float8 as lag from reward_events`,
      );
      largest = Math.max(largest, row?.lag ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop(): Promise<number> {
      running = false;
      await sampling;
      await sql.end();
      return largest;
    },
  };
}

/** Waits until the consumer has taken every event (or 30 s pass); answers how many are left and how long it took. */
export async function drained(databaseUrl: string): Promise<{ left: number; seconds: number }> {
  const sql = adminClient(databaseUrl);
  const started = Date.now();
  let left = 0;
  for (;;) {
    const [row] = await sql.unsafe<{ left: number }[]>('select count(*)::int as left from reward_events');
    left = row?.left ?? 0;
    if (left === 0 || Date.now() - started > 30_000) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await sql.end();
  return { left, seconds: (Date.now() - started) / 1000 };
}
