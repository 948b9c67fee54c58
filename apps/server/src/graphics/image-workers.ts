import { availableParallelism } from 'node:os';
import sharp from 'sharp';

// libvips decodes and draws on libuv's thread pool, never on the event loop; one thread per image and no operation
// cache, and at most one image per spare CPU at a time, so that a burst of uploads or of cold lobby art leaves the
// API a core to answer on.
sharp.cache(false);
sharp.concurrency(1);
const WORKERS = Math.max(1, availableParallelism() - 1);

let busy = 0;
const waiting: (() => void)[] = [];

/** Runs one libvips job when a worker is free: uploads' re-encoding and the raster art share the same workers. */
export async function withImageWorker<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy++;
  try {
    return await work();
  } finally {
    busy--;
    waiting.shift()?.();
  }
}
