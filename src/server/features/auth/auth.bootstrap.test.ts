import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/helpers/database.ts';
import { testConfig } from '#tests/helpers/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { staffAccounts } from '#server/db/schema/index.ts';
import { bootstrapAdmin, GENERATED_ADMIN_USERNAME } from '#server/features/auth/auth.bootstrap.ts';
import { verifyPassword } from '#server/features/auth/auth.passwords.ts';

/** Captures what the bootstrap prints and logs, to check where the password goes (and not). */
function recorder() {
  const printed: string[] = [];
  const logged: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => logged.push(args),
    warn: (...args: unknown[]) => logged.push(args),
  };
  return { printed, logged, log, print: (text: string) => printed.push(text) };
}

describe('admin bootstrap at start', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const users = () => database.db.select().from(staffAccounts);

  it('with no credentials and no admin: creates `admin` and prints its password once, never to the log', async () => {
    const first = recorder();
    const outcome = await bootstrapAdmin({ db: database.db, config: testConfig(), ...first });
    expect(outcome).toBe('created_generated');

    expect(first.printed).toHaveLength(1);
    const box = first.printed[0]!;
    const password = /password: (\S+)/.exec(box)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(box).toContain(`username: ${GENERATED_ADMIN_USERNAME}`);
    expect(box).toContain('Shown only this once');
    expect(JSON.stringify(first.logged)).not.toContain(password);
    expect(JSON.stringify(first.logged)).toContain('generated password');

    const [user] = await users();
    expect(user!.username).toBe(GENERATED_ADMIN_USERNAME);
    expect(user!.passwordHash).not.toContain(password!);
    expect(await verifyPassword(user!.passwordHash, password!)).toBe(true);

    // The next start prints nothing and changes nothing.
    const second = recorder();
    expect(await bootstrapAdmin({ db: database.db, config: testConfig(), ...second })).toBe('unchanged');
    expect(second.printed).toEqual([]);
    expect(await users()).toEqual([user]);
  });

  it('with ADMIN_USERNAME and ADMIN_PASSWORD: creates that user, prints nothing, keeps it on later starts', async () => {
    const config = testConfig({ ADMIN_USERNAME: 'pastor.ann', ADMIN_PASSWORD: 'configured long password' });
    const first = recorder();
    expect(await bootstrapAdmin({ db: database.db, config, ...first })).toBe('created_from_config');
    expect(first.printed).toEqual([]);
    expect(JSON.stringify(first.logged)).not.toContain('configured long password');
    const [user] = await users();
    expect(user!.username).toBe('pastor.ann');
    expect(await verifyPassword(user!.passwordHash, 'configured long password')).toBe(true);

    // A later start with another password in the environment does not overwrite the account.
    const changed = testConfig({ ADMIN_USERNAME: 'Pastor.Ann', ADMIN_PASSWORD: 'some other long password' });
    expect(await bootstrapAdmin({ db: database.db, config: changed, ...recorder() })).toBe('unchanged');
    expect(await users()).toEqual([user]);
  });

  it('with credentials while other admins exist: still creates the configured user', async () => {
    await bootstrapAdmin({ db: database.db, config: testConfig(), ...recorder() });
    const config = testConfig({ ADMIN_USERNAME: 'deacon.bo', ADMIN_PASSWORD: 'configured long password' });
    expect(await bootstrapAdmin({ db: database.db, config, ...recorder() })).toBe('created_from_config');
    expect((await users()).map((u) => u.username).sort()).toEqual(['admin', 'deacon.bo']);
  });

  it('with no credentials and an admin already present: creates nothing', async () => {
    const config = testConfig({ ADMIN_USERNAME: 'pastor.ann', ADMIN_PASSWORD: 'configured long password' });
    await bootstrapAdmin({ db: database.db, config, ...recorder() });
    const later = recorder();
    expect(await bootstrapAdmin({ db: database.db, config: testConfig(), ...later })).toBe('unchanged');
    expect(later.printed).toEqual([]);
    expect(await users()).toHaveLength(1);
  });
});
