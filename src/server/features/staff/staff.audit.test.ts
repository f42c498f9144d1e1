/**
 * The audit log says who gave whom which roles (docs/product.md#audit-log): an invitation keeps the
 * roles it offers, its acceptance is an entry of the new account naming who invited them, and a role
 * change names the roles before and after.
 */
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildInvitePayload, GOOD_NEW_PASSWORD, invitationTokenIn } from '#tests/helpers/generators/staff.ts';
import { signInAsStaff, TEST_STAFF } from '#tests/helpers/staff.ts';
import { action as invitationPageAction } from '#client/routes/admin/staff.invitation.tsx';
import { staffAccounts, staffAuditLog, staffInvitations } from '#server/db/schema/index.ts';

const HOUR = 60 * 60 * 1000;

describe('roles in the audit log', () => {
  let t: TestAppWithMail;
  let admin: string;
  beforeEach(async () => {
    // Ahead of the real time, so the outbox finds every email due by this clock.
    t = await createTestApp({ smtp: true, clock: createTestClock(new Date(Date.now() + 24 * HOUR)) });
    admin = await signInAsStaff(t);
  });
  afterEach(() => t.close());

  const entries = () => t.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id));
  async function invite(email: string, roles: string[]): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/staff/invitations/',
      payload: buildInvitePayload({ email, roles: roles as never }),
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.services.outbox.idle();
    return invitationTokenIn((await t.smtp.waitForEmailTo(email)).text ?? '');
  }

  it('records who invited whom as an administrator, who accepted, and the roles before and after a change', async () => {
    const token = await invite('ruth@example.org', ['administrator']);
    const [invited] = await entries();
    expect(invited!.summary).toContain('roles = “administrator”');
    expect(invited!.summary).not.toContain('ruth@example.org');

    const accepted = await t.request({
      method: 'POST',
      url: '/api/staff-invitations/accept/',
      payload: { token, username: 'ruth', password: GOOD_NEW_PASSWORD },
      remoteAddress: '203.0.113.9',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [ruth] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.username, 'ruth'));
    const [invitation] = await t.db.select().from(staffInvitations);
    const [acceptance] = await entries();
    expect(acceptance).toMatchObject({
      userId: ruth!.id,
      username: 'ruth',
      ip: '203.0.113.9',
      area: 'staff',
      action: 'accepted',
      entity: 'invitation',
      entityId: invitation!.id,
      summary: `Accepted the invitation from ${TEST_STAFF.username}: account ruth with roles administrator`,
    });

    const changed = await t.request({
      method: 'PUT',
      url: `/api/admin/staff/${ruth!.id}/roles/`,
      payload: { roles: ['care', 'giving'] },
      headers: { cookie: admin },
    });
    expect(changed.statusCode).toBe(200);
    const [change] = await entries();
    expect(change).toMatchObject({
      username: TEST_STAFF.username,
      entityId: ruth!.id,
      summary: 'Roles of ruth: administrator → care, giving',
    });
  });

  it('records an invitation accepted on the page without JavaScript, with the address', async () => {
    const token = await invite('boaz@example.org', ['giving']);
    const form = new FormData();
    form.set('username', 'boaz');
    form.set('password', GOOD_NEW_PASSWORD);
    await invitationPageAction({
      // As the browser posts it: to the clean page, the token in that page's cookie.
      request: new Request('http://localhost:3000/admin/invitation', {
        method: 'POST',
        body: form,
        headers: { cookie: `${t.app.services.privateLinks.cookieName('invitation')}=token%3D${token}` },
      }),
      params: {},
      context: { services: t.app.services, clientAddress: '198.51.100.4' },
    } as never);
    const [acceptance] = await entries();
    expect(acceptance).toMatchObject({
      username: 'boaz',
      ip: '198.51.100.4',
      action: 'accepted',
      summary: `Accepted the invitation from ${TEST_STAFF.username}: account boaz with roles giving`,
    });
  });
});
