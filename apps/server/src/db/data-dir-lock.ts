import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by another Playhall server (process ${ownerPid}). ` +
        'Only one process may open it: stop that server, or set DATABASE_URL to share a PostgreSQL database.',
    );
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no multi-process protection of its own, and two processes on one data directory corrupt it (F8).
 * This takes `playhall.lock` with an exclusive create; a lock left by a process that no longer runs (kill -9) is
 * taken over. Returns the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'playhall.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (
        Number.isInteger(ownerPid) &&
        ownerPid > 0 &&
        ownerPid !== process.pid &&
        isProcessAlive(ownerPid)
      ) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
