import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { login, signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { turnOnTwoFactor } from '#tests/helpers/two-factor.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { lockFilePath } from '#server/db/data-dir-lock.ts';
import { emailOutbox, staffInvitations } from '#server/db/schema/index.ts';
import { runAdminCommand } from '#scripts/admin.ts';

const run = promisify(execFile);

describe('npm run admin', () => {
  let t: TestApp;
  let out: string[];
  let err: string[];
  beforeEach(async () => {
    t = await createTestApp();
    out = [];
    err = [];
  });
  afterEach(() => t.close());

  const admin = (args: string[], stdin = '') =>
    runAdminCommand(args, {
      db: t.db,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      readStdin: async () => stdin,
    });
  const printedPassword = () => /password: (\S+)/.exec(out.join('\n'))?.[1];

  it('create prints a generated password once, and it signs in', async () => {
    expect(await admin(['create', 'deacon.bo'])).toBe(0);
    const password = printedPassword();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect((await login(t, { username: 'deacon.bo', password: password! })).statusCode).toBe(200);
  });

  it('create --password-stdin uses the piped password (minus the trailing newline) and prints no password', async () => {
    expect(await admin(['create', 'deacon.bo', '--password-stdin'], 'piped long password\n')).toBe(0);
    expect(out.join('\n')).toBe('Created staff account "deacon.bo".');
    expect((await login(t, { username: 'deacon.bo', password: 'piped long password' })).statusCode).toBe(200);
  });

  it('create refuses a taken name, a short password and a bad username', async () => {
    await admin(['create', 'deacon.bo']);
    expect(await admin(['create', 'DEACON.BO'])).toBe(1);
    expect(err.pop()).toContain('already exists');
    expect(await admin(['create', 'new.user', '--password-stdin'], 'short\n')).toBe(1);
    expect(err.pop()).toBe('A password needs at least 12 characters.');
    expect(await admin(['create', 'bad name'])).toBe(1);
    expect(err.pop()).toContain('only letters, digits');
  });

  it('reset-password sets a new password and ends that user’s sessions', async () => {
    const cookie = await signInAsStaff(t);
    expect(await admin(['reset-password', TEST_STAFF.username])).toBe(0);
    expect(out.join('\n')).toContain('1 session ended');
    const check = await t.request({ method: 'GET', url: '/api/admin/check-auth/', headers: { cookie } });
    expect(check.json()).toEqual({ authenticated: false });
    expect((await login(t, TEST_STAFF)).statusCode).toBe(401);
    expect((await login(t, { username: TEST_STAFF.username, password: printedPassword()! })).statusCode).toBe(
      200,
    );
  });

  it('reset-two-factor turns two-factor off and ends that user’s sessions, for someone who lost their phone', async () => {
    const clock = createTestClock();
    await t.close();
    t = await createTestApp({ clock });
    const cookie = await signInAsStaff(t);
    await turnOnTwoFactor(t, clock, cookie);
    expect((await login(t, TEST_STAFF)).json()).toMatchObject({ twoFactor: 'code_needed' });

    expect(await admin(['reset-two-factor', TEST_STAFF.username])).toBe(0);
    expect(out.pop()).toBe(
      `Two-factor sign-in is off for "${TEST_STAFF.username}" (1 session ended). If a role requires it, they set it up again at their next sign-in.`,
    );
    expect((await t.request({ method: 'GET', url: '/api/admin/me/', headers: { cookie } })).statusCode).toBe(
      401,
    );
    // The password alone signs in again.
    const again = await login(t, TEST_STAFF);
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('twoFactor', 'code_needed');

    expect(await admin(['reset-two-factor', 'nobody.here'])).toBe(1);
    expect(err.pop()).toContain('No staff account named "nobody.here"');
  });

  it('create and reset-password refuse a password among the 10,000 most common', async () => {
    expect(await admin(['create', 'new.user', '--password-stdin'], 'qwerty123456\n')).toBe(1);
    expect(err.pop()).toBe(STAFF_WORDS.passwordTooCommon);
    await signInAsStaff(t);
    expect(await admin(['reset-password', TEST_STAFF.username, '--password-stdin'], '1q2w3e4r5t6y')).toBe(1);
    expect(err.pop()).toBe(STAFF_WORDS.passwordTooCommon);
    expect((await login(t, TEST_STAFF)).statusCode).toBe(200);
  });

  it('invite queues the invitation email and prints its one-time link', async () => {
    expect(await admin(['invite', 'Ruth.Care@example.org', 'care,events'])).toBe(0);
    const link = out
      .join('\n')
      .match(/http:\/\/localhost:3000\/admin\/invitation\?token=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeTruthy();
    const [queued] = await t.db.select().from(emailOutbox);
    expect(queued).toMatchObject({ toAddress: 'ruth.care@example.org', kind: 'staff_invitation' });
    expect(queued!.textBody).toContain(link!);
    const [invitation] = await t.db.select().from(staffInvitations);
    expect(invitation).toMatchObject({ roles: ['care', 'events'], invitedBy: 'npm run admin' });
  });

  it('invite refuses an unknown role or a bad address, and stores nothing', async () => {
    expect(await admin(['invite', 'ruth@example.org', 'care,pastor'])).toBe(1);
    expect(err.pop()).toContain(
      'Roles are comma-separated, of: administrator, events, care, giving, communications',
    );
    expect(await admin(['invite', 'not-an-address', 'care'])).toBe(1);
    expect(err.pop()).toContain('Please enter a valid email address.');
    expect(await admin(['invite', 'ruth@example.org'])).toBe(2);
    expect(await t.db.select().from(staffInvitations)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('reset-password of an unknown user says so', async () => {
    expect(await admin(['reset-password', 'nobody'])).toBe(1);
    expect(err.join('\n')).toContain('No staff account named "nobody"');
  });

  it('list shows usernames, creation and last sign-in', async () => {
    expect(await admin(['list'])).toBe(0);
    expect(out).toEqual(['No staff accounts yet.']);
    out = [];
    await signInAsStaff(t);
    await admin(['create', 'deacon.bo']);
    out = [];
    expect(await admin(['list'])).toBe(0);
    expect(out[0]).toMatch(/^USERNAME\s+CREATED\s+LAST LOGIN\s+ROLES$/);
    expect(out[1]).toMatch(
      /^pastor\.ann\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+administrator$/,
    );
    expect(out[2]).toMatch(/^deacon\.bo\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+never\s+administrator$/);
  });

  const rolesOf = async (username: string) =>
    (await t.app.services.auth.listUsers()).find((user) => user.username === username)?.roles;

  it('create --roles gives the new account those roles; without it, an administrator', async () => {
    expect(await admin(['create', 'prayer.team', '--roles', 'care,events'])).toBe(0);
    expect(await rolesOf('prayer.team')).toEqual(['events', 'care']);
    expect(await admin(['create', 'pastor.ann'])).toBe(0);
    expect(await rolesOf('pastor.ann')).toEqual(['administrator']);
    expect(await admin(['create', 'books', '--roles', 'treasurer'])).toBe(1);
    expect(err.pop()).toBe(
      'Unknown role "treasurer". Roles: administrator, events, care, giving, communications.',
    );
    expect(await rolesOf('books')).toBeUndefined();
  });

  it('roles sets the roles of an account, and the signed-in person feels it at once', async () => {
    await admin(['create', 'pastor.ann']);
    const cookie = await signInAsStaff(t, { username: 'deacon.bo', password: TEST_STAFF.password });
    const donations = () => t.request({ method: 'GET', url: '/api/admin/donations/', headers: { cookie } });
    expect((await donations()).statusCode).toBe(200);
    out = [];
    expect(await admin(['roles', 'deacon.bo', 'Care, giving'])).toBe(0);
    expect(out).toEqual(['"deacon.bo" now has the roles: care, giving.']);
    expect(await admin(['roles', 'deacon.bo', 'care'])).toBe(0);
    expect(await rolesOf('deacon.bo')).toEqual(['care']);
    expect((await donations()).statusCode).toBe(403);
  });

  it('roles refuses an unknown name, an unknown or empty role list, and a missing list', async () => {
    await admin(['create', 'deacon.bo']);
    expect(await admin(['roles', 'nobody', 'care'])).toBe(1);
    expect(err.pop()).toContain('No staff account named "nobody"');
    expect(await admin(['roles', 'deacon.bo', 'care,pastor'])).toBe(1);
    expect(err.pop()).toContain('Unknown role "pastor"');
    expect(await admin(['roles', 'deacon.bo', ','])).toBe(1);
    expect(err.pop()).toContain('Give at least one role.');
    expect(await admin(['roles', 'deacon.bo'])).toBe(2);
    expect(await rolesOf('deacon.bo')).toEqual(['administrator']);
  });

  it('the last administrator cannot lose the role; once another exists, they can', async () => {
    await admin(['create', 'pastor.ann']);
    await admin(['create', 'deacon.bo', '--roles', 'events']);
    expect(await admin(['roles', 'pastor.ann', 'care'])).toBe(1);
    expect(err.pop()).toBe(
      '"pastor.ann" keeps the administrator role. This is the last administrator: make someone else an administrator first.',
    );
    expect(await rolesOf('pastor.ann')).toEqual(['administrator']);
    expect(await admin(['roles', 'deacon.bo', 'administrator,events'])).toBe(0);
    expect(await admin(['roles', 'pastor.ann', 'care'])).toBe(0);
    expect(await rolesOf('pastor.ann')).toEqual(['care']);
  });

  it('prints usage for an unknown command', async () => {
    expect(await admin(['delete', 'x'])).toBe(2);
    expect(err.join('\n')).toContain('npm run admin -- create <username>');
  });
});

describe('npm run admin, as a process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ministry-admin-cli-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // As `npm run admin` runs it: Node itself on the TypeScript (decision 0015), no npx or tsx around it.
  const cli = (args: string[]) =>
    run(process.execPath, ['scripts/admin.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('refuses, with a clear message, while the site holds the embedded database', async () => {
    fs.writeFileSync(
      lockFilePath(dataDir),
      JSON.stringify({ pid: process.pid, command: 'site', startedAt: new Date().toISOString() }),
    ); // this test process is alive
    const result = await cli(['list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${process.pid}`);
    expect(result.stderr).toContain('stop the site server');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('opens and migrates the embedded database, creates an account, and releases the lock', async () => {
    fs.writeFileSync(
      lockFilePath(dataDir),
      JSON.stringify({ pid: 999999999, command: 'site', startedAt: new Date().toISOString() }),
    ); // left by a process that died
    const created = await cli(['create', 'deacon.bo']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/password: [A-Za-z0-9]{24}/);
    const listed = await cli(['list']);
    expect(listed.stdout).toMatch(/deacon\.bo\s.*never/);
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
    // Two processes each open the embedded database; the first creates and migrates it.
  }, 120_000);
});
