/**
 * The outbox shows each person only the emails of their own rooms (docs/product.md#newsletter-and-email-outbox):
 * Communications sees newsletters and devotional leads, never a gift's receipt or a prayer's reply;
 * an administrator sees every email. Retry and the counts follow the same rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { insertOutboxEmail } from '#tests/helpers/generators/outbox.ts';
import { signInAsStaff, signInWithRoles } from '#tests/helpers/staff.ts';
import { emailOutbox, emailOutboxPruned } from '#server/db/schema/index.ts';

describe('the outbox, room by room', () => {
  let t: TestApp;
  let communications: string;
  let administrator: string;
  let receiptId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.outbox.stop();
    const email = (kind: string, subject: string) =>
      insertOutboxEmail(t.db, { kind, subject, toAddress: `${kind}@example.org`, status: 'failed' });
    receiptId = (await email('donation.receipt', 'Thank you for your gift of $250.00')).id;
    await email('prayer.confirmation', 'We received your prayer request');
    await email('events.rsvp_confirmation', 'You are signed up');
    await email('newsletter.welcome', 'Welcome to our newsletter');
    await email('devotional-lead.confirmation', 'Your devotional');
    await t.db.insert(emailOutboxPruned).values([
      { kind: 'donation.receipt', sentCount: 7 },
      { kind: 'newsletter.campaign', sentCount: 3 },
    ]);
    communications = await signInWithRoles(t, ['communications']);
    administrator = await signInAsStaff(t);
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') =>
    t.request({ method: 'GET', url: `/api/admin/outbox/${query}`, headers: { cookie } });

  it('shows Communications only its own emails and their counts; an administrator all', async () => {
    const body = (await list(communications)).json();
    expect(body.results.map((row: { kind: string }) => row.kind).sort()).toEqual([
      'devotional-lead.confirmation',
      'newsletter.welcome',
    ]);
    expect(body.count).toBe(2);
    expect(JSON.stringify(body)).not.toContain('$250.00');
    expect((await list(communications, '?search=gift')).json().count).toBe(0);
    expect(body.archived_sent).toBe(3);

    // An administrator sees every email.
    const all = (await list(administrator)).json();
    expect(all.count).toBe(5);
    expect(all.archived_sent).toBe(10);
  });

  it("lets Communications retry none of another room's emails", async () => {
    const retried = await t.request({
      method: 'POST',
      url: `/api/admin/outbox/${receiptId}/retry/`,
      headers: { cookie: communications },
    });
    expect(retried.statusCode).toBe(404);
    const [receipt] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, receiptId));
    expect(receipt!.status).toBe('failed');
  });
});
