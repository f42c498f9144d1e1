/**
 * `npm run db:seed`: add the demo events, house churches and videos (migrating first). Safe to run
 * again: rows that exist are left alone.
 */
import { systemClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoContent } from '#server/db/seed.ts';
import { errorMessage } from '#server/logger.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Under the start-up lock, like a server start: safe while app processes start or seed too.
    const added = await database.whileStartingUp(async ({ db, migrate }) => {
      await migrate();
      return seedDemoContent(db, systemClock);
    });
    const summary = Object.entries(added)
      .map(([table, count]) => `${table}: ${count}`)
      .join(', ');
    console.log(`Demo content added (${summary}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
