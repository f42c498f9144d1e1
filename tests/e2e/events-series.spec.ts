/**
 * Recurring series (docs/product.md#staff-events): staff create a "second and last Saturday"
 * series, see the rule in words and its next dates before saving, see its dates, cancel one date, open
 * another date's public page, and a visitor RSVPs to that one date.
 */
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';

test('staff create a "second and last Saturday" series and a visitor RSVPs to one date', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // a long journey on a machine shared by many
  const title = `Praise Night ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, '/admin/events');

  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Date and time *').fill('2030-06-08T19:00');
  await dialog.getByLabel('Ends').first().fill('2030-06-08T21:00');
  await dialog.getByLabel('Location *').fill('Ministry Center');
  await dialog.getByLabel('Description *').fill('Worship together.');
  await dialog.getByLabel('RSVP limit').fill('30');

  const repeats = dialog.getByRole('group', { name: 'Repeats' });
  await repeats.getByLabel('Every month on a weekday (the second and last Saturday)').check();
  const weeks = dialog.getByRole('group', { name: 'Which weeks of the month' });
  await weeks.getByLabel('Second').check();
  await weeks.getByLabel('Last').check();
  await dialog.getByRole('group', { name: 'On which day' }).getByLabel('Saturday').check();
  await dialog.getByRole('group', { name: 'Ends' }).getByLabel('After a number of dates').check();
  await dialog.getByRole('spinbutton', { name: /^Number of dates/ }).fill('4');

  await expect(
    dialog.getByText('Every month on the second and last Saturday at 7:00 PM, 4 times'),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Next dates' }).getByRole('listitem')).toHaveText([
    'Saturday, June 8, 2030, 7:00 PM',
    'Saturday, June 29, 2030, 7:00 PM',
    'Saturday, July 13, 2030, 7:00 PM',
    'Saturday, July 27, 2030, 7:00 PM',
  ]);
  await expectAccessible(page, 'the repeat fields with their preview');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`Created “${title}”.`)).toBeVisible();

  // The table shows the series once, as its next date; All dates lists all four.
  const rows = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `All dates of ${title}` }).click();
  const datesDialog = page.getByRole('dialog', { name: `All dates: ${title}` });
  const dates = datesDialog.getByRole('list', { name: 'Dates of this series' }).getByRole('listitem');
  await expect(dates).toHaveCount(4);
  await expect(
    datesDialog.getByText('Every month on the second and last Saturday at 7:00 PM, 4 times'),
  ).toBeVisible();
  await expectAccessible(page, 'the dates of a series');

  // Cancel one date only: it stays in the series, marked Cancelled; the others are untouched.
  await dates
    .nth(2)
    .getByRole('button', { name: /^Cancel date/ })
    .click();
  const confirm = page.getByRole('dialog', { name: `Cancel “${title}”?` });
  await confirm.getByRole('button', { name: 'Yes, cancel the event' }).click();
  await expect(page.getByText(`Cancelled “${title}”.`)).toBeVisible();
  await rows.getByRole('button', { name: `All dates of ${title}` }).click();
  await expect(dates.nth(2)).toContainText('July 13, 2030');
  await expect(dates.nth(2)).toContainText('Cancelled');
  await expect(dates.filter({ hasText: 'Cancelled' })).toHaveCount(1);

  // One date's own public page, where a visitor RSVPs to that date only.
  await dates.nth(1).getByRole('link', { name: /^Page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Saturday, June 29, 2030')).toBeVisible();
  await page.getByRole('button', { name: 'RSVP', exact: true }).click();
  const form = page.getByRole('form', { name: `RSVP for ${title}` });
  await form.getByLabel('Name').fill('Ruth Visitor');
  await form.getByLabel('Email').fill(`series-${testInfo.project.name}-${Date.now()}@example.org`);
  await form.getByLabel('How many people are coming, including you?').selectOption('2');
  await form.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByText('Your RSVP for 2 people is confirmed')).toBeVisible();
  await expectAccessible(page, 'after an RSVP to one date');
});
