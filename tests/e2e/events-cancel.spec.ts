/**
 * Staff cancel an event (docs/product.md#staff-events): the confirm step on the admin screen,
 * then the event stays on the site marked Cancelled and closed to RSVPs; /events offers the calendar
 * feed to subscribe to (docs/product.md#calendar-feed). Checked with axe at each step.
 */
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';

/** A date-time input value 30 days from now, 7 PM (the API reads it on the ministry's clock). */
function inThirtyDays(): string {
  const day = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
  return `${day}T19:00`;
}

test('staff cancel an event: it stays, marked Cancelled, and /events offers the calendar feed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // a long journey on a machine shared by many
  const title = `Prayer Walk ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, '/admin/events');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/events/', {
    headers: { origin },
    data: {
      title,
      description: 'We walk the neighbourhood and pray.',
      date: inThirtyDays(),
      location: 'Zilker Park',
      accepts_rsvp: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.reload();
  const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Cancel event ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel “${title}”?` });
  await expect(dialog).toContainText('stays on the site, marked Cancelled');
  await expectAccessible(page, 'the cancel confirm step');
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep the event' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('Cancelled');

  await row.getByRole('button', { name: `Cancel event ${title}` }).click();
  await page.getByRole('button', { name: 'Yes, cancel the event' }).click();
  await expect(page.getByText(`Cancelled “${title}”. 0 attendees were emailed.`)).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: `Cancel event ${title}` })).toHaveCount(0);

  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This event has been cancelled.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'RSVP', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expectAccessible(page, 'a cancelled event');

  await page.goto('/events');
  await page.getByText('Subscribe in your calendar').click();
  const subscribe = page.getByRole('link', { name: 'Open in my calendar app' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/calendar\.ics$/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Cancelled');
  await expectAccessible(page, 'the events page with its subscribe link');

  const feed = await page.request.get('/calendar.ics');
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(`SUMMARY:Cancelled: ${title}`);
});
