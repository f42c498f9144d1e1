/**
 * `node scripts/bench/pglite-statements.ts`: what the thank-you page's gift lookup costs on the
 * embedded database, with and without the site's prepared statements
 * (src/server/db/pglite-statements.ts), through PGlite directly and through Drizzle (built per call,
 * and `.prepare()`d once as the giving service does). Two file-backed databases with the site's
 * schema and 200 gifts each; the ways alternate, 500 lookups at a time; prints the median per lookup.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, pgliteDirectory } from '#server/db/client.ts';
import { donations } from '#server/db/schema/index.ts';
import { PUBLIC_VIEW_COLUMNS } from '#server/features/giving/giving.service.ts';

const ROUNDS = 12;
const PER_ROUND = 500;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statements-'));
try {
  const ids = Array.from({ length: 200 }, () => crypto.randomUUID());
  const setUp = async (dataDir: string) => {
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    for (const id of ids) {
      await handle.pglite!.query(
        "insert into donations (id, name, email, amount_cents) values ($1, 'Bench Donor', 'donor@example.org', 2500)",
        [id],
      );
    }
    return handle;
  };
  // The site's own start (migrations, prepared statements); the second copy's files are then opened
  // again by plain PGlite.
  const site = await setUp(path.join(workDir, 'prepared'));
  const plainSource = await setUp(path.join(workDir, 'plain'));
  await plainSource.close();
  const plain = await PGlite.create(pgliteDirectory(path.join(workDir, 'plain')));

  const drizzleLookup = (db: typeof site.db) => (id: string) =>
    db.select(PUBLIC_VIEW_COLUMNS).from(donations).where(eq(donations.id, id));
  const preparedLookup = site.db
    .select(PUBLIC_VIEW_COLUMNS)
    .from(donations)
    .where(eq(donations.id, sql.placeholder('id')))
    .prepare('bench_lookup');
  const lookupSql = site.db
    .select(PUBLIC_VIEW_COLUMNS)
    .from(donations)
    .where(eq(donations.id, ids[0]!))
    .toSQL().sql;
  const ways: Record<string, (id: string) => Promise<unknown>> = {
    'PGlite query()': (id) => plain.query(lookupSql, [id]),
    'prepared statements': (id) => site.pglite!.query(lookupSql, [id]),
    'Drizzle on PGlite query()': drizzleLookup(drizzle(plain) as unknown as typeof site.db),
    'Drizzle on prepared statements': drizzleLookup(site.db),
    'Drizzle .prepare()d on them': (id) => preparedLookup.execute({ id }),
  };

  const timings = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, lookup] of Object.entries(ways)) {
      const started = performance.now();
      for (let i = 0; i < PER_ROUND; i += 1) await lookup(ids[i % ids.length]!);
      // The first two rounds warm the JIT and the plans.
      if (round >= 2) timings.get(name)!.push((performance.now() - started) / PER_ROUND);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [name, values] of timings) console.log(`${name.padEnd(32)} ${median(values).toFixed(3)} ms`);
  await plain.close();
  await site.close();
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
