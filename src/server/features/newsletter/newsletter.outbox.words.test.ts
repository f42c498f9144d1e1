/**
 * The outbox and the dashboard say in words what waits and why (docs/product.md#newsletter-and-email-outbox):
 * each email is named by what it is and whom it is to, and without SMTP both screens say that email
 * is not set up yet, so messages wait in the outbox.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEmail, OutboxEmailPage } from '#shared/newsletter/admin-contract.ts';
import { EMAIL_HELD_NOTE, outboxEmailTitle } from '#shared/newsletter/admin-words.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertHouseChurch, insertJoinRequest } from '#tests/helpers/generators/house-churches.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';

describe('the outbox in words', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const outbox = async (cookie: string) => {
    const response = await t.request({ method: 'GET', url: '/api/admin/outbox/', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as OutboxEmailPage;
  };
  const dashboard = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/admin/dashboard/', headers: { cookie } })).json() as {
      email_set_up: boolean;
    };

  it('names an approval by its kind and its recipient, and says email is not set up', async () => {
    t = await createTestApp();
    const cookie = await signInAsStaff(t);
    const church = await insertHouseChurch(t.db, { name: 'Northside House Church' });
    const request = await insertJoinRequest(t.db, {
      houseChurchId: church.id,
      firstName: 'Samuel',
      lastName: 'Reyes',
      email: 'samuel@example.net',
    });
    const approved = await t.request({
      method: 'POST',
      url: `/api/admin/house-churches/join-requests/${request.id}/approve/`,
      headers: { cookie },
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.services.outbox.deliverBatch();

    const page = await outbox(cookie);
    expect(page.email_set_up).toBe(false);
    const approval = page.results.find((email) => email.kind === 'house-church.join.approved') as OutboxEmail;
    expect(approval.to_name).toBe('Samuel Reyes');
    expect(outboxEmailTitle(approval)).toBe('House-church approval to Samuel Reyes');
    expect(approval.status).toBe('held');
    expect(approval.last_error).toBe(EMAIL_HELD_NOTE);
    expect(JSON.stringify(page)).not.toContain('SMTP_URL');
    expect((await dashboard(cookie)).email_set_up).toBe(false);
  });

  it('says nothing of the kind once email is set up', async () => {
    t = await createTestApp({ smtp: true });
    const cookie = await signInAsStaff(t);
    expect((await outbox(cookie)).email_set_up).toBe(true);
    expect((await dashboard(cookie)).email_set_up).toBe(true);
  });
});
