import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The real server in its own process (through tsx), for tests that kill it. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      ...env,
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
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ready = await fetch(`${url}/wps/system/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { url, child, output: () => output, exited };
}
