import type { FastifyBaseLogger } from 'fastify';

export type Job = { name: string; everyMs: number; run: () => Promise<number> };

/**
 * Runs each job on its own interval (with jitter, so that nodes do not fire together), never two runs of one job at
 * once in this process. Jobs are safe on several nodes: each does its work with conditional updates or unique keys
 * (ARCHITECTURE.md §6).
 */
export function startScheduler(jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const done = await job.run();
        if (done > 0) log.info({ job: job.name, done }, 'job ran');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs + Math.floor(Math.random() * job.everyMs * 0.2));
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
