/**
 * `npm run db:restore -- <file> [--force]`: a .tar.gz into an empty DATA_DIR (PGlite; with --force the
 * current database is moved aside, not deleted), or a .sql dump into DATABASE_URL with psql.
 * Stop the server first when it uses the embedded database.
 */
import { loadConfig } from '#server/config.ts';
import { restoreDatabase } from '#server/db/backup.ts';
import { errorMessage } from '#server/logger.ts';

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('-'));
  if (!file) {
    console.error('Usage: npm run db:restore -- <backup file> [--force]');
    process.exit(2);
  }
  const result = await restoreDatabase({ config: loadConfig(), file, force: args.includes('--force') });
  if (result.movedAside) console.log(`The previous database was moved to ${result.movedAside}.`);
  console.log(`Restored ${file} into the ${result.kind} database. Start the server as usual.`);
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
