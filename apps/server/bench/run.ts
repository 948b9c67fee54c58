import autocannon from 'autocannon';
import { startBaseline, startPortal } from './processes';

type Scenario = { name: string; path: string; target: number | null };
type Figure = { name: string; requestsPerSecond: number; p99: number; errors: number };

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const SCENARIOS: Scenario[] = [
  { name: 'system status', path: '/wps/system/status', target: null },
  { name: 'bootstrap (permission info)', path: '/wps/system/permission', target: 0.3 },
];

async function measure(name: string, url: string): Promise<Figure> {
  // A short warm-up lets caches fill and the JIT settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors };
}

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 10)).join('  ');
}

async function main(): Promise<number> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  console.log(
    `Playhall bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, engine ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  const baseline = await startBaseline(3901);
  const baselineFigure = await measure('Fastify hello-world (baseline)', `${baseline.url}/`);
  await baseline.stop();

  const portal = await startPortal(3902, databaseUrl);
  const figures: Figure[] = [];
  try {
    for (const scenario of SCENARIOS)
      figures.push(await measure(scenario.name, `${portal.url}${scenario.path}`));
  } finally {
    await portal.stop();
  }

  const widths = [32, 10, 9, 8, 8, 6];
  console.log();
  console.log(row(['call', 'req/s', 'p99 ms', 'ratio', 'target', 'errors'], widths));
  console.log(
    row(
      [
        baselineFigure.name,
        baselineFigure.requestsPerSecond.toFixed(0),
        String(baselineFigure.p99),
        '1.00',
        '',
        String(baselineFigure.errors),
      ],
      widths,
    ),
  );
  let missed = 0;
  for (const [index, figure] of figures.entries()) {
    const scenario = SCENARIOS[index];
    const ratio = figure.requestsPerSecond / baselineFigure.requestsPerSecond;
    const target = scenario?.target ?? null;
    const verdict =
      target === null ? '' : ratio >= target && figure.errors === 0 ? `≥${target} ok` : `≥${target} MISSED`;
    if (target !== null && !(ratio >= target && figure.errors === 0)) missed++;
    console.log(
      row(
        [
          figure.name,
          figure.requestsPerSecond.toFixed(0),
          String(figure.p99),
          ratio.toFixed(2),
          verdict,
          String(figure.errors),
        ],
        widths,
      ),
    );
  }
  return missed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(2);
  },
);
