import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { isDroppedTypeFetch } from './db/dropped-type-fetch';
import { openDatabase } from './open-database';
import { webDistDir } from './paths';

/**
 * How long requests and jobs in flight may take to finish after SIGTERM (within an orchestrator's usual 30 s): on a
 * busy embedded database a job can wait behind the catalogue's warm-up for several seconds.
 */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase(config);
  const app = await buildApp({
    config,
    database: opened.database,
    webDistDir: config.SERVE_WEB ? webDistDir : null,
    runJobs: config.RUN_JOBS,
  });
  app.log.info(
    { engine: opened.database.engine, migrated: opened.migrated, seededDemoBrand: opened.seeded },
    'database ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      app.log.info('requests and jobs finished: closing the database');
      await opened.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Node ends the process on an unhandled rejection; the database driver's one orphan query (dropped-type-fetch.ts)
  // must not take the portal down with every request in flight. Any other stays fatal, as Node intends.
  process.on('unhandledRejection', (reason) => {
    if (isDroppedTypeFetch(reason)) {
      app.log.warn({ err: reason }, 'the database driver dropped a type fetch on a closed connection');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Launch addresses, the wallet the built-in provider calls and the gateway's callbacks all point here.
  app.log.info(
    { publicUrl: config.PUBLIC_URL, deployment: config.DEPLOYMENT, sandboxGateway: config.SANDBOX_PSP },
    `public address in force: ${config.PUBLIC_URL}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Playhall could not start:', error);
  }
  process.exit(1);
});
