/**
 * An invitation sent while email is held (no SMTP_URL; docs/product.md#staff-accounts): the answer
 * says so and gives the administrator who sent it the link, which works; the email waits in the
 * outbox as held; the link is in no log line. With email set up, the answer carries no link
 * (staff.invitations.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_ADMIN_WORDS } from '#shared/staff/admin-words.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { buildInvitePayload, GOOD_NEW_PASSWORD, invitationTokenIn } from '#tests/helpers/generators/staff.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox } from '#server/db/schema/index.ts';

describe('an invitation while email is not set up', () => {
  let t: TestApp;
  let admin: string;
  const lines: string[] = [];
  beforeEach(async () => {
    lines.length = 0;
    t = await createTestApp({ log: { level: 'trace', lines } });
    admin = await signInAsStaff(t);
  });
  afterEach(() => t.close());

  it('answers the link to the administrator who sent it, held email and all, and logs it nowhere', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/admin/staff/invitations/',
      payload: buildInvitePayload(),
      headers: { cookie: admin },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json<{ message: string; link: string }>();
    expect(answer.message).toBe(INVITATION_ADMIN_WORDS.invitedHeld);
    expect(answer.link).toMatch(/^https?:\/\/[^/]+\/admin\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    const token = invitationTokenIn(answer.link);

    await t.app.services.outbox.idle();
    const emails = await t.db.select().from(emailOutbox);
    expect(emails.map((email) => [email.toAddress, email.status])).toEqual([
      ['ruth.care@example.org', 'held'],
    ]);
    expect(emails[0]!.textBody).toContain(answer.link); // the held email carries the same link

    // The link the screen showed works.
    const accepted = await t.request({
      method: 'POST',
      url: '/api/staff-invitations/accept/',
      payload: { token, username: 'ruth', password: GOOD_NEW_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: STAFF_WORDS.accepted });

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
