/**
 * Inviting a person (docs/product.md#staff-accounts): the email through the outbox, the one-time link
 * valid 48 hours, and the password rule when they accept.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import {
  action as invitationPageAction,
  loader as invitationPageLoader,
} from '#client/routes/admin/staff.invitation.tsx';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { buildInvitePayload, GOOD_NEW_PASSWORD, invitationTokenIn } from '#tests/helpers/generators/staff.ts';
import { login, signInAsStaff, signInWithRoles } from '#tests/helpers/staff.ts';
import { staffAccounts, staffInvitations } from '#server/db/schema/index.ts';
import { invitationSubject } from '#server/features/staff/staff.emails.ts';

const HOUR = 60 * 60 * 1000;

describe('staff invitations', () => {
  let t: TestAppWithMail;
  let clock: TestClock;
  let admin: string;
  beforeEach(async () => {
    // Ahead of the real time, so the outbox finds every email due by this clock.
    clock = createTestClock(new Date(Date.now() + 24 * HOUR));
    t = await createTestApp({ smtp: true, clock });
    admin = await signInAsStaff(t);
  });
  afterEach(() => t.close());

  const invite = (payload: object, cookie = admin) =>
    t.request({ method: 'POST', url: '/api/admin/staff/invitations/', payload, headers: { cookie } });
  const accept = (payload: object) =>
    t.request({ method: 'POST', url: '/api/staff-invitations/accept/', payload });

  /** Invites Ruth and returns the token from the email she receives. */
  async function inviteRuth(): Promise<string> {
    const response = await invite(buildInvitePayload());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: STAFF_WORDS.invited });
    await t.app.services.outbox.idle();
    const mail = await t.smtp.waitForEmailTo('ruth.care@example.org');
    expect(mail.subject).toBe(invitationSubject());
    expect(mail.text).toContain('Care');
    return invitationTokenIn(mail.text ?? '');
  }

  it('emails a one-time link; accepting it makes an account with the invited roles that can sign in', async () => {
    const token = await inviteRuth();
    const [stored] = await t.db.select().from(staffInvitations);
    expect(stored!.tokenHash).not.toContain(token); // only a hash is kept
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await t.request({ method: 'GET', url: '/api/admin/staff/', headers: { cookie: admin } });
    expect(listed.json().invitations).toMatchObject([{ email: 'ruth.care@example.org', roles: ['care'] }]);

    const accepted = await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: STAFF_WORDS.accepted });
    const signIn = await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const [ruth] = (await t.db.select().from(staffAccounts)).filter((u) => u.username === 'ruth');
    expect(ruth).toMatchObject({ email: 'ruth.care@example.org', roles: ['care'], disabledAt: null });
    const after = await t.request({ method: 'GET', url: '/api/admin/staff/', headers: { cookie: admin } });
    expect(after.json().invitations).toEqual([]);
  });

  it('refuses a link used twice, with a clear message, and makes no second account', async () => {
    const token = await inviteRuth();
    expect((await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(200);
    const again = await accept({ token, username: 'ruth2', password: GOOD_NEW_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: STAFF_WORDS.invitationUsed });
    expect(await t.db.select().from(staffAccounts)).toHaveLength(2);
    expect(await t.app.services.staff.findInvitation(token)).toEqual({ status: 'used' });
  });

  it('refuses a link after 48 hours and accepts it just before', async () => {
    const token = await inviteRuth();
    clock.advance(48 * HOUR - 1000);
    expect((await t.app.services.staff.findInvitation(token)).status).toBe('open');
    clock.advance(1000);
    const late = await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: STAFF_WORDS.invitationExpired });
    expect(await t.db.select().from(staffAccounts)).toHaveLength(1);
  });

  it('refuses an unknown link', async () => {
    const response = await accept({ token: 'x'.repeat(43), username: 'ruth', password: GOOD_NEW_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: STAFF_WORDS.invitationUnknown });
  });

  it('refuses a common password and a short one under the field, and the link still works after', async () => {
    const token = await inviteRuth();
    const common = await accept({ token, username: 'ruth', password: 'qwerty123456' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: [STAFF_WORDS.passwordTooCommon] });
    const short = await accept({ token, username: 'ruth', password: 'short-pass' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: ['A password needs at least 12 characters.'] });
    expect(await t.db.select().from(staffAccounts)).toHaveLength(1);
    expect((await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a username already taken, and the link still works after', async () => {
    const token = await inviteRuth();
    const taken = await accept({ token, username: 'Pastor.Ann', password: GOOD_NEW_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ username: [STAFF_WORDS.usernameTaken] });
    expect((await t.app.services.staff.findInvitation(token)).status).toBe('open');
  });

  it('refuses roles left empty, and an email that already has an account', async () => {
    const noRoles = await invite(buildInvitePayload({ email: 'someone@example.org', roles: [] }));
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().fields).toEqual({ roles: [STAFF_WORDS.rolesRequired] });
    const token = await inviteRuth();
    await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD });
    const again = await invite(buildInvitePayload({ email: 'Ruth.Care@example.org' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: STAFF_WORDS.emailTaken });
    expect(await t.db.select().from(staffInvitations)).toHaveLength(1);
  });

  it('an administrator withdraws a pending invitation: its link stops working at once', async () => {
    const token = await inviteRuth();
    const [pending] = await t.db.select().from(staffInvitations);
    const withdraw = (cookie = admin) =>
      t.request({
        method: 'POST',
        url: `/api/admin/staff/invitations/${pending!.id}/withdraw/`,
        headers: { cookie },
      });

    const care = await signInWithRoles(t, ['care']);
    expect((await withdraw(care)).statusCode).toBe(403);
    expect((await t.app.services.staff.findInvitation(token)).status).toBe('open');

    const withdrawn = await withdraw();
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ message: STAFF_WORDS.invitationWithdrawn });
    const listed = await t.request({ method: 'GET', url: '/api/admin/staff/', headers: { cookie: admin } });
    expect(listed.json().invitations).toEqual([]);
    const late = await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: STAFF_WORDS.invitationExpired });
    expect((await t.db.select().from(staffAccounts)).map((u) => u.username)).not.toContain('ruth');

    const again = await withdraw();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: STAFF_WORDS.invitationNotPending });
  });

  it('an accepted invitation cannot be withdrawn: the account stays', async () => {
    const token = await inviteRuth();
    expect((await accept({ token, username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(200);
    const [used] = await t.db.select().from(staffInvitations);
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/staff/invitations/${used!.id}/withdraw/`,
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(409);
    expect((await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(200);
  });

  describe('the invitation page without JavaScript', () => {
    const PAGE = 'http://localhost:3000/admin/invitation';
    /** The link's first request moves its token into the page's cookie (docs/product.md#private-links). */
    const linkCookie = (token: string) => {
      const first = t.app.services.privateLinks.firstVisit('GET', `/admin/invitation?token=${token}`);
      expect(first?.location).toBe('/admin/invitation');
      return first!.setCookies[0]!.split(';')[0]!;
    };
    async function post(token: string, fields: Record<string, string>) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const result = (await invitationPageAction({
        request: new Request(PAGE, { method: 'POST', body: form, headers: { cookie: linkCookie(token) } }),
        params: {},
        context: { services: t.app.services },
      } as never)) as {
        data: { ok: boolean; message: string; fields?: object; values?: object };
        init: { status?: number } | null;
      };
      return { status: result.init?.status ?? 200, outcome: result.data };
    }
    const load = (token: string) =>
      invitationPageLoader({
        request: new Request(PAGE, { headers: { cookie: linkCookie(token) } }),
        params: {},
        context: { services: t.app.services },
      } as never);

    it('refuses a common password with what was typed (never the password), then accepts a good one', async () => {
      const token = await inviteRuth();
      expect(await load(token)).toMatchObject({
        view: 'open',
        email: 'ruth.care@example.org',
        suggestedUsername: 'ruth.care',
      });
      const refused = await post(token, { username: 'ruth', password: 'qwerty123456' });
      expect(refused.status).toBe(400);
      expect(refused.outcome.fields).toEqual({ password: STAFF_WORDS.passwordTooCommon });
      expect(refused.outcome.values).toEqual({ username: 'ruth' });
      const accepted = await post(token, { username: 'ruth', password: GOOD_NEW_PASSWORD });
      expect(accepted.outcome).toEqual({ ok: true, message: STAFF_WORDS.accepted });
      expect((await login(t, { username: 'ruth', password: GOOD_NEW_PASSWORD })).statusCode).toBe(200);
      const used = (await load(token)) as { data: { message: string }; init: { status: number } };
      expect(used.data).toEqual({ view: 'refused', message: STAFF_WORDS.invitationUsed });
      expect(used.init.status).toBe(410);
      const again = await post(token, { username: 'ruth2', password: GOOD_NEW_PASSWORD });
      expect(again.status).toBe(410);
      expect(again.outcome.message).toBe(STAFF_WORDS.invitationUsed);
    });
  });
});
