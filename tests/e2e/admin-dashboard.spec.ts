/**
 * Staff open the dashboard (docs/product.md#dashboard): the numbers on the cards are the server's counts and
 * include what visitors just did (a sign-up, a paid gift), the next events show their seats, /admin
 * shows the same screen, a card leads to its screen, and the page fits a phone.
 */
import type { Page } from '@playwright/test';
import type { Dashboard } from '#shared/dashboard/format.ts';
import { formatCents } from '#shared/giving/admin-format.ts';
import { give, subscribe } from '#tests/e2e/admin-data.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { signIn } from '#tests/e2e/staff.ts';

/** The dashboard's own answer, read as the page loads it. */
/** An administrator's dashboard: every part of it is there. */
type FullDashboard = Required<Dashboard>;

function dashboardAnswer(page: Page): Promise<FullDashboard> {
  return page
    .waitForResponse((response) => response.url().includes('/api/admin/dashboard/') && response.ok())
    .then((response) => response.json() as Promise<FullDashboard>);
}

test('the dashboard counts what came in, shows the next events and leads to each screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  await signIn(page, '/admin/dashboard');
  // The first load's answer is in before the reload below waits for one: an answer still in flight
  // when the page reloads has no body left to read.
  await expect(page.getByRole('region', { name: 'New subscribers', exact: true })).toBeVisible();
  const before = (await (await page.request.get('/api/admin/dashboard/')).json()) as FullDashboard;

  // Visitors act: one newsletter sign-up and one gift of $37.45 paid on the demo checkout.
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await subscribe(page.request, origin, `dash.${tag}@example.org`);
  await give(
    page.request,
    origin,
    { amount: 37.45, name: `Dash ${tag}`, email: `dash.${tag}@example.org`, category: 'EVENTS' },
    true,
  );

  // A robot fills the contact form's honeypot: turned away (never thanked), and counted for staff.
  const robot = await page.request.post(`${origin}/api/contact/`, {
    data: { name: 'Bot', email: `bot.${tag}@example.org`, subject: 'Buy', message: 'Buy', website: 'spam' },
  });
  expect(robot.status()).toBe(400);

  const answer = dashboardAnswer(page);
  await page.reload();
  const data = await answer;
  // What the visitors just did is counted (other journeys may add more at the same time).
  expect(data.subscribers.current).toBeGreaterThanOrEqual(before.subscribers.current + 1);
  // A demo gift moved no money: it is never counted with real gifts (every gift here is a demo one).
  expect(data.donations.current).toBe(before.donations.current);
  expect(data.donations.amount_cents).toBe(before.donations.amount_cents);

  // The cards show exactly the server's numbers.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('New subscribers')).toContainText(String(data.subscribers.current));
  await expect(card('Leads')).toContainText(String(data.leads.current));
  await expect(card('RSVPs')).toContainText(`${data.rsvps.upcoming_seats} seats held on upcoming events`);
  await expect(card('Donations')).toContainText(formatCents(data.donations.amount_cents));
  await expect(card('Donations')).toContainText(`from ${data.donations.current} paid gift`);
  await expect(card('Prayer requests')).toContainText(String(data.prayer_requests.open));
  await expect(card('Messages')).toContainText(String(data.messages.open));
  await expect(card('Join requests')).toContainText(String(data.join_requests.open));
  await expect(card('Leader applications')).toContainText(String(data.applications.open));
  expect(data.spam_turned_away.week).toBeGreaterThanOrEqual(before.spam_turned_away.week + 1);
  const spam = page.getByRole('region', { name: 'Spam turned away this week' });
  await expect(spam).toContainText(String(data.spam_turned_away.week));
  await expect(spam.getByRole('list', { name: 'By form' })).toContainText(/Contact form: \d+/);
  // Each daily chart says in words what its bars show (the sign-up above is in this one).
  await expect(card('New subscribers').getByRole('img')).toHaveAccessibleName(
    /^New subscribers per day, .*: \d+ in all/,
  );
  // So does the donations chart (here it may say none: demo gifts are never counted).
  await expect(card('Donations').getByRole('img')).toHaveAccessibleName(
    /^Paid gifts in dollars per day, .*: /,
  );

  // The next three events (the demo events are all still to come), with their seats.
  const events = page.getByRole('region', { name: 'Next events' });
  expect(data.upcoming_events).toHaveLength(3);
  for (const event of data.upcoming_events) {
    await expect(events.getByText(event.title, { exact: true })).toBeVisible();
  }
  const limited = data.upcoming_events.find((event) => event.capacity !== null);
  if (limited)
    await expect(events).toContainText(`${limited.seats_taken} of ${limited.capacity} seats taken`);

  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectAccessible(page, 'dashboard with data');

  // A card is a way in: Donations leads to the donations screen.
  await card('Donations').getByRole('link', { name: 'Donations' }).click();
  await expect(page).toHaveURL(/\/admin\/donations$/);
  await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();

  // /admin, where the brand link goes, is the same dashboard.
  await page
    .getByRole('link', { name: /Admin$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(card('New subscribers')).toBeVisible();
  await card('Prayer requests').getByRole('link', { name: 'Prayer requests' }).click();
  await expect(page).toHaveURL(/\/admin\/prayer-requests$/);
});
