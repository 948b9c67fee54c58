import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./ledger-check.ts', import.meta.url));

/** The check in its own process, as `npm run ledger:check` runs it, on an empty data folder. */
function runOnEmptyFolder(dataDir: string, args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('ledger:check with nothing to verify', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'playhall-ledger-check-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('passes on a fresh checkout, saying there was nothing to verify', () => {
    const { status, output } = runOnEmptyFolder(dataDir, []);
    expect(output).toContain('nothing to verify');
    expect(status).toBe(0);
  });

  it('fails with --require-data (CI), so the step cannot pass without checking a ledger', () => {
    const { status, output } = runOnEmptyFolder(dataDir, ['--require-data']);
    expect(output).toContain('data was required');
    expect(status).toBe(1);
  });
});
