/**
 * The audit log covers the rooms added after it (docs/product.md#audit-log): the image library
 * (an upload with the new image's id, through the API and through the page's form without
 * JavaScript, where a refused upload is no entry), an image's description and deletion, and a
 * year's statements sent from Donations. Recurring gifts' admin screen only reads, so it writes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '#shared/images/contract.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertDonation } from '#tests/helpers/generators/donations.ts';
import { pngImage, postUpload } from '#tests/helpers/generators/images.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import { staffAuditLog } from '#server/db/schema/index.ts';

const ALT = 'The worship team singing at the spring gathering';

describe('the audit log in the newer rooms', () => {
  let t: TestApp;
  // January 2032 in Austin: 2031 is a finished year whose statements may be sent.
  const clock = createTestClock(new Date('2032-01-05T16:00:00Z'));
  const entries = async () => (await t.db.select().from(staffAuditLog)).sort((a, b) => a.id - b.id);
  const file = async () => ({ bytes: await pngImage(), name: 'p.png', type: 'image/png' });

  beforeAll(async () => {
    t = await createTestApp({ clock });
  }, 60_000);
  afterAll(() => t?.close());

  it('records an image uploaded, described and deleted, with its id and never its alt text', async () => {
    const cookie = await signInWithRoles(t, ['communications']);
    const before = (await entries()).length;
    const uploaded = await postUpload(t, cookie, { alt_text: ALT }, await file());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = (uploaded.json() as { image: Image }).image;
    const described = await t.request({
      method: 'PATCH',
      url: `/api/admin/images/${image.id}/`,
      headers: { cookie },
      payload: { alt_text: 'The choir at the spring gathering' },
    });
    expect(described.statusCode, described.body).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/images/${image.id}/`,
      headers: { cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const added = (await entries()).slice(before);
    expect(added.map(({ area, entity, action, entityId }) => ({ area, entity, action, entityId }))).toEqual([
      { area: 'images', entity: 'image', action: 'create', entityId: image.id },
      { area: 'images', entity: 'image', action: 'update', entityId: image.id },
      { area: 'images', entity: 'image', action: 'delete', entityId: image.id },
    ]);
    expect(added[1]!.changedFields).toContain('alt_text');
    expect(JSON.stringify(added)).not.toContain('gathering');
  });

  it('without JavaScript, records the upload with its id, and not a refused one', async () => {
    const cookie = await signInWithRoles(t, ['events']);
    const before = (await entries()).length;
    const refused = await postUpload(t, cookie, {}, await file(), true);
    expect(refused.headers.location).toBe('/admin/images?error=alt');
    expect((await entries()).length).toBe(before);

    const stored = await postUpload(t, cookie, { alt_text: ALT }, await file(), true);
    expect(stored.statusCode).toBe(303);
    const id = new URL(stored.headers.location!, 'http://x').searchParams.get('uploaded');
    expect((await entries()).slice(before)).toMatchObject([
      { area: 'images', entity: 'image', action: 'create', entityId: id },
    ]);
  });

  it('records a year’s statements sent, with the year', async () => {
    await insertDonation(t.db, {
      email: 'lydia@example.org',
      paymentStatus: 'paid',
      paidAt: new Date('2031-03-10T16:00:00Z'),
      createdAt: new Date('2031-03-10T16:00:00Z'),
    });
    const cookie = await signInWithRoles(t, ['giving']);
    const before = (await entries()).length;
    const sent = await t.request({
      method: 'POST',
      url: '/api/admin/donations/statements/',
      headers: { cookie },
      payload: { year: 2031 },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await entries()).slice(before)).toMatchObject([
      { area: 'donations', entity: 'statement', action: 'send', summary: 'Fields: year = 2031' },
    ]);
  });
});
