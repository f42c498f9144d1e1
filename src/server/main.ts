/**
 * Start the site: read config, open and migrate the database, seed demo content on a new embedded
 * database, make sure an admin exists, listen, and shut down gracefully on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { keepDataDirPrivate } from '#server/db/data-dir.ts';
import { prepareDatabase, sessionSecretFor } from '#server/db/prepare.ts';
import type { BootstrapOutcome } from '#server/features/auth/auth.bootstrap.ts';
import { errorMessage, loggerOptions } from '#server/logger.ts';
import { startupSummary } from '#server/startup-summary.ts';

async function main() {
  const loaded = loadConfig();
  // Before anything is written there (the session secret, the embedded database).
  const tightened = keepDataDirPrivate(loaded.dataDir);
  const config = { ...loaded, sessionSecret: sessionSecretFor(loaded) };
  // Written in batches by a buffer that flushes on exit, not one blocking write per line: under a
  // burst, a synchronous write for every request costs the pages a third of their throughput.
  const log = pino(loggerOptions(config), pino.destination({ dest: 1, sync: false }));
  if (tightened > 0) {
    log.warn(
      { dataDir: config.dataDir, tightened },
      'DATA_DIR was readable by other users: its files are now 0600 and its folders 0700',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  // The embedded database sets its files' modes itself (0666), whatever the umask: taken in hand
  // again once it is open. Its folders are 0700 already, so no other user can reach what it adds later.
  keepDataDirPrivate(config.dataDir);
  let admin: BootstrapOutcome;
  try {
    admin = await prepareDatabase({ config, database, log });
  } catch (error) {
    log.fatal({ err: error }, 'database preparation failed');
    await database.close();
    process.exit(1);
  }

  const dev = process.argv.includes('--dev');
  const app = await buildApp({
    config,
    database,
    logger: log,
    pages: { mode: dev ? 'development' : 'production', buildDirectory: path.resolve('build') },
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: closing the listener, finishing in-flight requests');
    const forceExit = setTimeout(() => {
      log.error('shutdown took longer than 20 s; exiting');
      process.exit(1);
    }, 20_000);
    forceExit.unref();
    try {
      // Serves on until a balancer's probe has seen "not ready" (where one probes), then closes the
      // listener, so a proxy without health checks meets a refused connection and tries another
      // process; requests already accepted are finished, never refused (plugins/health.ts).
      await app.drainForShutdown();
      await app.close(); // stops the jobs and the outbox worker
      await database.close();
      log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, publicUrl: config.publicUrl }, 'listening');
  console.log(startupSummary({ port, smtpUrl: config.mail.smtpUrl, admin }));
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
