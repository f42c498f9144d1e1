/**
 * Everything a start does to the database before serving: migrate, seed demo content when asked
 * (or on a new embedded database), and make sure an admin can sign in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { systemClock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import { bootstrapAdmin, type BootstrapOutcome } from '#server/features/auth/auth.bootstrap.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { contentRecordTablesExist, seedContentRecords } from '#server/db/seed-content-records.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';

/** Returns what became of the first admin (start-up's summary says where its password is). */
export async function prepareDatabase(options: {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
}): Promise<BootstrapOutcome> {
  const { config, database, log } = options;
  // Under the start-up lock: processes starting together take turns, and each finds done what the
  // one before it did (the migrations, the seeds, the first admin).
  return database.whileStartingUp(async ({ db, migrate }) => {
    const contentTablesExisted = await contentRecordTablesExist(db);
    const applied = await migrate();
    log.info({ applied, kind: database.kind }, applied ? 'migrations applied' : 'database schema up to date');
    const shouldSeed = config.seedDemo ?? (database.kind === 'pglite' && database.createdNow);
    if (shouldSeed) {
      const seeded = await seedDemoContent(db, systemClock);
      log.info(seeded, 'demo content seeded');
    }
    // The testimonies, books and downloads were copy in content/ before they were records: fill them
    // once when their tables are new (and with the demo), so the pages never start out empty.
    if (shouldSeed || !contentTablesExisted) {
      const seeded = await seedContentRecords(db, systemClock);
      log.info(seeded, 'testimonies and resources seeded from content/');
    }
    // The site's words: every content/ file not yet a document becomes one (staff edit it after).
    const seededDocuments = await seedContentDocuments(db, systemClock);
    if (seededDocuments.documents > 0) log.info(seededDocuments, 'site content seeded from content/');
    return bootstrapAdmin({ db, config, log });
  });
}

export const MISSING_SESSION_SECRET_MESSAGE =
  'SESSION_SECRET is not set. With DATABASE_URL several app processes may serve the site, and a ' +
  'session signed by one must be accepted by the others: set SESSION_SECRET to the same 32 or more ' +
  'random characters for every process (e.g. the output of `openssl rand -base64 48`).';

/**
 * The secret that signs session cookies. On PostgreSQL it must come from the configuration, shared
 * by every process; the embedded database has a single process, which may keep a generated one.
 */
export function sessionSecretFor(config: Pick<Config, 'sessionSecret' | 'databaseUrl' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.databaseUrl) throw new Error(MISSING_SESSION_SECRET_MESSAGE);
  return ensureSessionSecret(config.dataDir);
}

/** SESSION_SECRET when unset on the embedded database: generated once and kept in DATA_DIR,
 * readable only by this user. */
function ensureSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) {
    // Whoever can read it can sign a staff session cookie: a copy made with looser permissions is
    // tightened to its owner only.
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    return fs.readFileSync(file, 'utf8').trim();
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
