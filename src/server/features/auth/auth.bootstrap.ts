// Placeholder: admin bootstrap (ADMIN_USERNAME/ADMIN_PASSWORD or a generated password) is being written.
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export async function bootstrapAdmin(_options: {
  db: Database;
  config: Config;
  log: Logger;
}): Promise<void> {}
