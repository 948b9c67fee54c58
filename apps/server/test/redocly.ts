import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const zLintReport = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number() }),
  problems: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.string(),
      message: z.string(),
      location: z.array(z.object({ pointer: z.string().optional() })),
    }),
  ),
});

/**
 * Lints an OpenAPI document with Redocly's CLI (from the lockfile) and the repository's `redocly.yaml`; answers
 * one line per problem, errors and warnings alike. Offline: no telemetry, no update check.
 */
export async function redoclyProblems(document: unknown): Promise<string[]> {
  const directory = await mkdtemp(join(tmpdir(), 'playhall-openapi-'));
  try {
    const file = join(directory, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        join(repoRoot, 'node_modules/.bin/redocly'),
        [
          'lint',
          file,
          '--config',
          join(repoRoot, 'redocly.yaml'),
          '--format',
          'json',
          '--max-problems',
          '1000',
        ],
        {
          cwd: repoRoot,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 64 * 1024 * 1024,
        },
        // Redocly exits 1 when it finds errors; the report on stdout is what counts.
        (error, out) => (out ? resolve(out) : reject(error ?? new Error('redocly printed nothing'))),
      );
    });
    const report = zLintReport.parse(JSON.parse(stdout));
    return report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
