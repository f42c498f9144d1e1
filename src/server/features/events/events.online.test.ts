/**
 * The join link of an online event (docs/product.md#event-detail-and-rsvp): staff choose per event
 * whether it is public (the page's Join Online button, the public API) or for registrants only (their
 * confirmation email); an online event that takes no RSVP always shows it, or nobody could join.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';

const JOIN = 'https://meet.example.org/night-of-worship';
let t: TestAppWithMail;

beforeEach(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2030-06-01T15:00:00Z')), smtp: true });
});
afterEach(() => t.close());

const publicRead = async (id: number) => {
  const one = (await t.request({ method: 'GET', url: `/api/events/${id}/` })).json();
  const listed = (await t.request({ method: 'GET', url: '/api/events/?filter=all' }))
    .json()
    .find((event: { id: number }) => event.id === id);
  expect(listed.online_url).toBe(one.online_url);
  return one as { online_url: string | null; online_link_public: boolean };
};

describe('the join link of an online event', () => {
  it('for registrants only: hidden from the public API, and in the RSVP confirmation email', async () => {
    const event = await insertEvent(t.db, { title: 'Night of Worship', isOnline: true, onlineUrl: JOIN });
    expect(await publicRead(event.id)).toMatchObject({ online_url: null, online_link_public: false });

    const answer = await t.request({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp/`,
      payload: { name: 'Ann Lee', email: 'ann@example.org' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().event.online_url).toBeNull();
    const mail = await t.smtp.waitForEmailTo('ann@example.org');
    expect(mail.text).toContain(`Join online: ${JOIN}`);
  });

  it('public when staff say so, or when the event takes no RSVP', async () => {
    const open = await insertEvent(t.db, { isOnline: true, onlineUrl: JOIN, onlineLinkPublic: true });
    const noRsvps = await insertEvent(t.db, { isOnline: true, onlineUrl: JOIN, acceptsRsvp: false });
    expect(await publicRead(open.id)).toMatchObject({ online_url: JOIN, online_link_public: true });
    expect(await publicRead(noRsvps.id)).toMatchObject({ online_url: JOIN, online_link_public: false });
  });

  it('is chosen in the staff form and kept on every edit', async () => {
    const cookie = await signInAsStaff(t);
    const payload = buildEventPayload({ is_online: true, online_url: JOIN, online_link_public: true });
    const created = await t.request({ method: 'POST', url: '/api/events/', headers: { cookie }, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ online_url: JOIN, online_link_public: true });
    const id = created.json().id as number;
    expect((await publicRead(id)).online_url).toBe(JOIN);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/events/${id}/`,
      headers: { cookie },
      payload: { ...payload, online_link_public: false },
    });
    expect(edited.json()).toMatchObject({ online_url: JOIN, online_link_public: false });
    expect((await publicRead(id)).online_url).toBeNull();
  });
});
