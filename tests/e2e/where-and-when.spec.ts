/**
 * Where and when, one source of truth (docs/product.md#content-and-settings): a newcomer finds the next
 * gathering's address and time on the home page's first screen, without scrolling, and reaches its page;
 * staff change the main meeting place once in /admin/content and see it on the home, About and Contact
 * pages and as a new event's place. It publishes the settings, so it runs on a server of its own.
 */
import site from '#content/site.json' with { type: 'json' };
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { signIn } from '#tests/e2e/staff.ts';

const WHEN = 'Second and last Saturday of the month, 7:00 PM Central Time';

test('a newcomer finds the next gathering’s address and time on the first screen of the home page', async ({
  page,
}) => {
  await page.goto('/');
  const visit = page.getByRole('region', { name: 'Plan your visit' });
  // On the first screen: in the viewport as the page opens, nothing scrolled.
  for (const fact of [
    visit.getByText(WHEN),
    visit.getByText(site.meetingPlace.name),
    visit.getByText(site.meetingPlace.address),
    visit.getByText(/^Next: \w+day, /),
    visit.getByRole('link', { name: 'See the next gathering' }),
  ]) {
    await expect(fact).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(visit.getByRole('link', { name: /Map and directions/ })).toHaveAttribute(
    'href',
    site.meetingPlace.mapUrl,
  );

  await visit.getByRole('link', { name: 'See the next gathering' }).click();
  await expect(page.getByRole('heading', { level: 1, name: site.gathering.name })).toBeVisible();
  await expect(page.getByText(site.meetingPlace.address)).toBeVisible();
  await expect(page.getByText(`Parking and entry: ${site.meetingPlace.arrival}`)).toBeVisible();
  // The hero's own button goes to the same page while staff leave its link blank.
  const gatheringPath = new URL(page.url()).pathname;
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Reserve your seat/ })).toHaveAttribute('href', gatheringPath);
});

test('staff move the meeting place once and every page and a new event follow', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `Chestnut Hall ${test.info().project.name}`;
  const address = '2300 Chestnut Ave, Austin, TX 78722';

  await signIn(page, '/admin/content');
  await page.getByRole('link', { name: 'Site settings' }).click();
  const place = page.getByRole('group', { name: 'Main meeting place' });
  await place.getByLabel(/^Name of the place/).fill(name);
  await place.getByLabel(/^Street address/).fill(address);
  await expectAccessible(page, 'the site settings with the meeting place');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Visitors see it now.');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/');
  const visit = visitor.getByRole('region', { name: 'Plan your visit' });
  await expect(visit.getByText(name)).toBeInViewport({ ratio: 1 });
  await expect(visit.getByText(address)).toBeInViewport({ ratio: 1 });
  for (const path of ['/about', '/contact']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('main').getByText(name).first()).toBeVisible();
    await expect(visitor.getByRole('main').getByText(address).first()).toBeVisible();
    await expect(visitor.getByRole('main').getByText(WHEN)).toBeVisible();
  }
  await visitor.context().close();

  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Location/)).toHaveValue(name);
  await expect(dialog.getByLabel(/^Address/)).toHaveValue(address);
});
