/**
 * `npm run db:backup [-- <file>]`: PGlite → a .tar.gz of the data directory (stop the server first);
 * PostgreSQL → a pg_dump .sql file. Default: DATA_DIR/backups/<kind>-<timestamp>.<ext>.
 */
import { loadConfig } from '#server/config.ts';
import { backupDatabase } from '#server/db/backup.ts';
import { errorMessage } from '#server/logger.ts';

async function main() {
  const output = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  const result = await backupDatabase({ config: loadConfig(), output });
  console.log(`Backup of the ${result.kind} database written to ${result.file} (${result.bytes} bytes).`);
  console.log(`Restore it with: npm run db:restore -- ${result.file}`);
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
