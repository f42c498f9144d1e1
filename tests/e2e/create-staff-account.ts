/**
 * Creates one staff account with given roles in an embedded database before its e2e server starts
 * (the server holds DATA_DIR's lock while it runs). Run with `node --import tsx`:
 *   DATA_DIR=… STAFF_PASSWORD=… node --import tsx tests/e2e/create-staff-account.ts <username> <role,role>
 * Migrates first, as `npm run admin` does; the rules are the auth feature's own.
 */
import { eq } from 'drizzle-orm';
import { isStaffRole } from '#shared/staff/roles.ts';
import { systemClock } from '#server/clock.ts';
import { openDatabase } from '#server/db/client.ts';
import { staffAccounts } from '#server/db/schema/index.ts';
import { createStaffAccount } from '#server/features/staff/staff.accounts.ts';

const [username, roleList] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD;
const dataDir = process.env.DATA_DIR;
const roles = (roleList ?? '').split(',').filter(isStaffRole);
if (!username || !password || !dataDir || roles.length === 0) {
  throw new Error('usage: DATA_DIR=… STAFF_PASSWORD=… create-staff-account.ts <username> <role,role>');
}
const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const created = await createStaffAccount(database.db, systemClock, { username, password });
  if (created.status !== 'created') throw new Error(`${username} exists already`);
  await database.db.update(staffAccounts).set({ roles }).where(eq(staffAccounts.id, created.id));
} finally {
  await database.close();
}
