/**
 * Staff manage events (docs/product.md#staff-events): the table and its filter, create
 * and edit in one modal form with the messages per field, the attendees of an event with
 * totals, a two-step delete that warns about RSVPs, and sign-out.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';
import site from '#content/site.json' with { type: 'json' };

const eventsTable = (page: Page) => page.getByRole('table', { name: 'Events' });
const rowOf = (page: Page, title: string) => eventsTable(page).getByRole('row').filter({ hasText: title });

test('the events table filters All, Upcoming, Past and Featured', async ({ page }, testInfo) => {
  await signIn(page, '/admin/events');
  const table = eventsTable(page);
  if (testInfo.project.name === 'mobile') {
    // On a phone each event is a card whose lines are led by the columns' names (docs/product.md#staff-events).
    await expect(table.getByRole('columnheader')).toHaveCount(0);
    for (const column of ['Date', 'Location', 'RSVPs', 'Featured']) {
      await expect(table.getByRole('cell', { name: new RegExp(`^${column}:`) }).first()).toBeVisible();
    }
  } else {
    await expect(table.getByRole('columnheader')).toHaveText([
      'Title',
      'Date',
      'Location',
      'RSVPs',
      'Featured',
      'Actions',
    ]);
  }
  // The demo events: some past, some featured, some unlimited.
  await expect(table.getByText('Past', { exact: true }).first()).toBeVisible();
  await expect(table.getByText(/^\d+ \/ Unlimited$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Past', exact: true }).click();
  await expect(page).toHaveURL(/filter=past/);
  await expect(page.getByRole('button', { name: 'Past', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const pastRows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const pastCount = await pastRows.count();
  expect(pastCount).toBeGreaterThan(0);
  await expect(pastRows.filter({ hasText: /Past/ })).toHaveCount(pastCount);

  await page.getByRole('button', { name: 'Upcoming' }).click();
  await expect(table.getByText('Past', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Featured', exact: true }).click();
  await expect(page).toHaveURL(/filter=featured/);
  // Once the featured list has replaced the upcoming one, every row is marked Featured.
  const featuredRows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  // On a phone the cell's name is led by its column's: "Featured: Featured".
  const featuredCells = table.getByRole('cell', { name: /^(Featured:\s*)?Featured$/ });
  await expect
    .poll(async () => {
      const rows = await featuredRows.count();
      return rows > 0 && rows === (await featuredCells.count());
    })
    .toBe(true);
  await expectAccessible(page, 'featured filter');
});

test('staff create, edit and delete an event with validation, and see its attendees', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // a long journey on a machine shared by many
  const title = `Healing Night ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, '/admin/events');

  // Create: every required field says what is missing, under the field.
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog).toBeVisible();
  // A new event starts at the main meeting place of the site settings (docs/product.md#staff-events).
  await expect(dialog.getByLabel('Location *')).toHaveValue(site.meetingPlace.name);
  await dialog.getByLabel('Location *').fill('');
  await dialog.getByLabel('Online event').check();
  await dialog.getByLabel('Registration required').check();
  await dialog.getByLabel('RSVP limit').fill('0');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  const expectMessage = async (label: string, message: string) => {
    const field = dialog.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
  };
  await expectMessage('Title *', 'Title is required');
  await expectMessage('Date and time *', 'Event date is required');
  await expectMessage('Location *', 'Location is required');
  await expectMessage('Description *', 'Description is required');
  await expectMessage('Online URL *', 'Online URL is required for online events');
  await expectMessage('Registration URL *', 'Registration URL is required when registration is required');
  await expectMessage('RSVP limit (optional)', 'RSVP limit must be at least 1');
  await expect(dialog.getByLabel('Title *')).toBeFocused();
  await expectAccessible(page, 'event form with its messages');

  // A message clears as soon as its field is edited.
  await dialog.getByLabel('Title *').fill(title);
  await expect(dialog.getByLabel('Title *')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Date and time *').fill('2030-06-14T19:00');
  await dialog.getByLabel('Location *').fill('Ministry Center');
  await dialog.getByLabel('Description *').fill('An evening of prayer for healing.');
  await dialog.getByLabel('Online URL *').fill('https://example.org/live');
  await dialog.getByLabel('Registration URL *').fill('https://example.org/register');
  await dialog.getByLabel('RSVP limit').fill('5');
  await dialog.getByLabel('Featured').check();
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Created “${title}”.`)).toBeVisible();
  const row = rowOf(page, title);
  await expect(row.getByRole('cell')).toHaveText([
    'June 14, 2030 at 7:00 PM',
    'Ministry Center',
    '0 / 5',
    'Featured',
    /Edit/,
  ]);

  // Two visitors answer (one yes with a guest, one no) through the public RSVP call.
  const listed = (await (await page.request.get('/api/events/')).json()) as Array<{
    id: number;
    title: string;
  }>;
  const id = listed.find((event) => event.title === title)!.id;
  for (const rsvp of [
    { name: 'Ruth Reyes', email: 'ruth.rsvp@example.org', phone: '512-555-0199', guests: 2, attending: true },
    { name: 'Boaz Bell', email: 'boaz.rsvp@example.org', guests: 1, attending: false },
  ]) {
    expect((await page.request.post(`/api/events/${id}/rsvp/`, { data: rsvp })).status()).toBe(201);
  }
  await page.reload();

  await row.getByRole('button', { name: `Attendees of ${title}` }).click();
  const attendees = page.getByRole('dialog', { name: `Attendees: ${title}` });
  await expect(attendees.getByText('2 responses')).toBeVisible();
  await expect(attendees).toContainText('1 attending (2 seats of 5), 1 declined.');
  const ruth = attendees.getByRole('row').filter({ hasText: 'Ruth Reyes' });
  await expect(ruth.getByRole('cell')).toHaveText([
    'Ruth Reyes',
    'ruth.rsvp@example.org',
    '512-555-0199',
    '2',
    'English',
    /\d{4}/,
    'Attending',
    'Remove Ruth Reyes',
  ]);
  await expect(attendees.getByRole('row').filter({ hasText: 'Boaz Bell' })).toContainText('Declined');
  await expectAccessible(page, 'attendees dialog');
  await page.keyboard.press('Escape');
  await expect(attendees).toBeHidden();

  // Edit in the same form, prefilled; a cleared required field is refused with the shared schema's
  // message under it, and the keyboard is taken to it.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect(edit.getByLabel('Title *')).toHaveValue(title);
  await expect(edit.getByLabel('Date and time *')).toHaveValue('2030-06-14T19:00');
  await edit.getByLabel('Location *').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByLabel('Location *')).toHaveAccessibleDescription('Location is required');
  await expect(edit.getByLabel('Location *')).toBeFocused();
  await expect(edit.getByLabel('Title *')).not.toHaveAttribute('aria-invalid', 'true');
  await edit.getByLabel('Location *').fill('Zilker Park');
  await edit.getByLabel('Featured').uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell')).toHaveText([
    'June 14, 2030 at 7:00 PM',
    'Zilker Park',
    '2 / 5',
    'No',
    /Edit/,
  ]);

  // Delete takes two steps and says the attendees will be sent a cancellation; Cancel keeps the event.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(row).toContainText(
    'This event has 2 RSVP seats taken. Deleting it cancels it first, so everyone attending is emailed a cancellation, then deletes its RSVPs.',
  );
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await row.getByRole('button', { name: 'Confirm delete' }).click();
  await expect(page.getByText(`Deleted “${title}”.`)).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
  expect((await page.request.get(`/api/events/${id}/`)).status()).toBe(404);

  // Sign out: the admin is closed again, for pages and for the API.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/events');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fevents$/);
  expect((await page.request.get(`/api/events/1/attendees/`)).status()).toBe(401);
});
