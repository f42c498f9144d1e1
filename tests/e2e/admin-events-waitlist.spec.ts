/**
 * Staff see an event's waitlist beside its attendees (docs/product.md#staff-events): a full one-seat
 * event, its one attendee and two people waiting; staff remove the attendee after a confirm step,
 * the seat is offered to the first in line (shown as Offered until …, and emailed); then staff offer
 * the second person seats by hand: the confirm step says the limit rises from 1 to 2 to make room
 * (answered with the keyboard), the answer says it did, and the second person is offered and emailed.
 * Each run makes its own event through the staff API, so no other journey's counts change.
 */
import { expect as apiExpect } from '@playwright/test';
import { staffOfferedMessage } from '#shared/events/hand-offer.ts';
import { signIn, signInApi } from '#tests/e2e/staff.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

test('staff remove an attendee and the waitlist beside them gets the seat', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const run = `${testInfo.project.name}-${Date.now()}`;
  const title = `Waitlist Breakfast ${run}`;
  const first = `first-${run}@example.org`;
  const second = `second-${run}@example.org`;
  const headers = { origin: baseURL! };

  await signInApi(request, baseURL!);
  const created = await request.post('/api/events/', {
    headers,
    data: {
      title,
      subtitle: '',
      event_type: 'OTHER',
      description: 'Breakfast with one seat.',
      image_url: '',
      date: '2031-04-12T09:00',
      end_date: '',
      location: 'Ministry Center',
      location_address: '',
      location_map_url: '',
      is_online: false,
      online_url: '',
      registration_required: false,
      registration_url: '',
      accepts_rsvp: true,
      rsvp_limit: 1,
      is_featured: false,
    },
  });
  apiExpect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { headers, data });
    apiExpect(response.status(), await response.text()).toBe(201);
  };
  await post(`/api/events/${id}/rsvp/`, { name: 'Hana Holder', email: `holder-${run}@example.org` });
  await post(`/api/events/${id}/waitlist/`, { name: 'Wanda First', email: first });
  await post(`/api/events/${id}/waitlist/`, { name: 'Will Second', email: second });

  await signIn(page, '/admin/events');
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Attendees of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Attendees: ${title}` });
  const attendees = dialog.getByRole('table', { name: `Attendees of ${title}` });
  const waitlist = dialog.getByRole('table', { name: `Waitlist of ${title}` });
  await expect(attendees.getByRole('row').filter({ hasText: 'Hana Holder' })).toContainText('Attending');
  const wanda = waitlist.getByRole('row').filter({ hasText: 'Wanda First' });
  const will = waitlist.getByRole('row').filter({ hasText: 'Will Second' });
  await expect(wanda).toContainText('Waiting');
  await expect(will).toContainText('Waiting');
  await expectAccessible(page, 'the attendees and the waitlist');

  // Remove, then confirm: the seat goes to the first in line.
  await attendees.getByRole('button', { name: 'Remove Hana Holder' }).click();
  await expect(attendees.getByRole('row').filter({ hasText: 'Hana Holder' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, remove Hana Holder' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Removed Hana Holder. Their seats are offered to the waitlist.',
  );
  await expect(attendees.getByRole('row').filter({ hasText: 'Hana Holder' })).toHaveCount(0);
  await expect(attendees).toContainText('No RSVPs yet.');
  await expect(wanda).toContainText(/Offered until \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M C[SD]T/);
  await expect(will).toContainText('Waiting');
  await waitForMail(first, `Seats are free for you: ${title}`);

  // The one seat is held for Wanda: staff offer Will seats by hand, and the limit rises to make room.
  await will.getByRole('button', { name: 'Offer seats to Will Second' }).click();
  await expect(will).toContainText('Offer 1 seat to Will Second? The limit goes from 1 to 2 to make room.');
  await expectAccessible(page, 'the question before a hand offer');
  await expect(will.getByRole('button', { name: 'Yes, offer seats to Will Second' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The waitlist's own answer (the attendees' answer above it still says who was removed).
  await expect(dialog.getByRole('status').filter({ hasText: 'Will Second:' })).toHaveText(
    `Will Second: ${staffOfferedMessage({ from: 1, to: 2 })}`,
  );
  await expect(will).toContainText(/Offered until \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M C[SD]T/);
  await expect(wanda).toContainText('Offered until');
  await waitForMail(second, `Seats are free for you: ${title}`);
  await expectAccessible(page, 'after offering seats by hand');
});
