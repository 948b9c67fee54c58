import { execFileSync } from 'node:child_process';

/** pgbench's TPC-B (scale 10, 8 clients, 2 threads) for `seconds` on a scratch database: the run's baseline. */
export function pgbench(databaseUrl: string, seconds: number): number {
  const url = new URL(databaseUrl);
  const connection = [
    '-h',
    url.searchParams.get('host') ?? url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'root'),
  ];
  const database = url.pathname.slice(1);
  execFileSync('pgbench', [...connection, '-i', '-s', '10', '-q', database], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    [...connection, '-c', '8', '-j', '2', '-T', String(seconds), database],
    {
      encoding: 'utf8',
    },
  );
  const match = output.match(/tps = ([\d.]+)/);
  if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(match[1]);
}
