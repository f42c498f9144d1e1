/** `npm run db:migrate`: apply pending migrations to the configured database (PGlite or DATABASE_URL). */
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { errorMessage } from '#server/logger.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await database.migrate();
    console.log(
      applied
        ? `Applied ${applied} migration(s) to the ${database.kind} database.`
        : 'Database schema is up to date.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
