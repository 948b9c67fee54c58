import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(dataDir: string): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(server: Started, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('embedded data directory (F8)', () => {
  let dataDir: string;
  const running: Started[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'playhall-f8-'));
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same directory with a clear message, and recovers after kill -9', async () => {
    const first = startServer(dataDir);
    running.push(first);
    await waitForOutput(first, 'Server listening');

    const second = startServer(dataDir);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Playhall server');
    expect(second.output()).toContain(`process ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    // The lock left behind names a process that no longer runs, so the next server takes it over.
    const third = startServer(dataDir);
    running.push(third);
    // Stopped once its start-up work (the catalogue's warm-up) is done, as a rolling restart would find it.
    await waitForOutput(third, 'game catalogue ready');
    third.child.kill('SIGTERM');
    expect(await third.exited, third.output()).toBe(0);
  }, 120_000);
});
