import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/database';

// F5's child process: the real application on DATABASE_URL runs its settlement job once, as the scheduler would;
// the test kills it with SIGKILL part of the way through.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
if (!config.DATABASE_URL) throw new Error('settle-once needs DATABASE_URL');
const database = await openPostgres({ url: config.DATABASE_URL, maxConnections: 2 });
const app = await buildApp({ config, database, webDistDir: null, logger: false });
await app.ready();
const job = app.jobs.find((candidate) => candidate.name === 'contract-settlement');
if (!job) throw new Error('no settlement job');
console.log(`settled ${await job.run()}`);
await app.close();
await database.close();
