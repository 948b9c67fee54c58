import type { FastifyBaseLogger } from 'fastify';

export type Job = { name: string; everyMs: number; run: () => Promise<number> };

/**
 * Runs each job on its own interval (with jitter, so that nodes do not fire together), never two runs of one job at
 * once in this process. Jobs are safe on several nodes: each does its work with conditional updates or unique keys
 * (ARCHITECTURE.md §6).
 */
export function startScheduler(jobs: Job[], log: FastifyBaseLogger): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = jobs.map((job) => {
    const tick = async () => {
      if (running.has(job.name)) return;
      const run = (async () => {
        try {
          const done = await job.run();
          if (done > 0) log.info({ job: job.name, done }, 'job ran');
        } catch (error) {
          log.error({ err: error, job: job.name }, 'job failed');
        }
      })();
      running.set(job.name, run);
      await run;
      running.delete(job.name);
    };
    const timer = setInterval(() => void tick(), job.everyMs + Math.floor(Math.random() * job.everyMs * 0.2));
    timer.unref();
    return timer;
  });
  /** Stops the timers and waits for the runs in flight, so that the database closes after them. */
  return async () => {
    for (const timer of timers) clearInterval(timer);
    if (running.size > 0) log.info({ jobs: [...running.keys()] }, 'waiting for the jobs in flight');
    await Promise.allSettled(running.values());
  };
}
