/**
 * Everything a start does to the database before serving: migrate, seed demo content when asked
 * (or on a new embedded database), and make sure an admin can sign in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { bootstrapAdmin } from '../features/auth/auth.bootstrap.ts';
import type { DatabaseHandle } from './client.ts';
import { contentRecordTablesExist, seedContentRecords } from './seed-content-records.ts';
import { seedDemoContent } from './seed.ts';

export async function prepareDatabase(options: {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
}): Promise<void> {
  const { config, database, log } = options;
  const contentTablesExisted = await contentRecordTablesExist(database.db);
  const applied = await database.migrate();
  log.info({ applied, kind: database.kind }, applied ? 'migrations applied' : 'database schema up to date');
  const shouldSeed = config.seedDemo ?? (database.kind === 'pglite' && database.createdNow);
  if (shouldSeed) {
    const seeded = await seedDemoContent(database.db, systemClock);
    log.info(seeded, 'demo content seeded');
  }
  // The testimonies, books and downloads were copy in content/ before they were records: fill them
  // once when their tables are new (and with the demo), so the pages never start out empty.
  if (shouldSeed || !contentTablesExisted) {
    const seeded = await seedContentRecords(database.db, systemClock);
    log.info(seeded, 'testimonies and resources seeded from content/');
  }
  await bootstrapAdmin({ db: database.db, config, log });
}

/** SESSION_SECRET when unset: generated once and kept in DATA_DIR, readable only by this user. */
export function ensureSessionSecret(dataDir: string): string {
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
