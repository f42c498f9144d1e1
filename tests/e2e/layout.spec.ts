/**
 * The root layout every page shares (docs/product.md#every-page): top navigation with the
 * current page marked, a menu button on small screens that works by keyboard, a skip link, the
 * events banner, the footer's links, and the metadata search engines and link previews read.
 */
import {
  footer,
  FOOTER_QUICK_LINK_HREFS,
  mainNav,
  menuButton,
  menuSummary,
  revealMainNav,
  site,
  TITLE_SUFFIX,
  TOP_NAV_HREFS,
  TOP_NAV_LABELS,
} from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';

const isMobile = (name: string) => name === 'mobile';

test('the top navigation links every section and marks the current page', async ({ page }, testInfo) => {
  await page.goto('/');
  if (!isMobile(testInfo.project.name)) {
    await expect(menuButton(page)).toBeHidden();
    await expect(menuSummary(page)).toBeHidden();
  }
  const nav = await revealMainNav(page);
  for (const href of TOP_NAV_HREFS) {
    // Without React the menu's list and the wide screen's row are both in the page; one shows.
    const link = nav.locator(`a[href="${href}"]:visible`);
    await expect(link, `navigation link to ${href}`).toBeVisible();
    const label = TOP_NAV_LABELS[href];
    if (label) await expect(link).toHaveAccessibleName(label);
  }
  await expect(nav.locator('a[href="/"]:visible')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[aria-current="page"]:visible')).toHaveCount(1);
});

test('on a phone the menu button opens and closes the menu by keyboard', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'the menu button exists on small screens only');
  // A page with React: there the menu is a button with aria-expanded (the next test: without React).
  await page.goto('/contact');
  const button = menuButton(page);
  const aboutLink = mainNav(page).locator('a[href="/about"]');
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(aboutLink).toBeHidden();

  // Reach the button with Tab, as a keyboard user does.
  for (
    let presses = 0;
    presses < 15 && !(await button.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(aboutLink).toBeVisible();
  await expectAccessible(page, 'with the menu open');

  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(aboutLink).toBeHidden();
});

test('on a phone a page without React has a menu that opens by keyboard and closes with Escape or a tap outside', async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'the menu exists on small screens only');
  await page.goto('/');
  // The page's own small script is running (it marks the footer form once it has started).
  await expect(page.locator('footer form[data-enhanced]')).toHaveCount(1);
  const summary = menuSummary(page);
  const aboutLink = mainNav(page).locator('details a[href="/about"]');
  await expect(summary).toBeVisible();
  await expect(aboutLink).toBeHidden();

  for (
    let presses = 0;
    presses < 15 && !(await summary.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(aboutLink).toBeVisible();
  await expectAccessible(page, 'with the menu open, without React');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(aboutLink).toBeHidden();
  await expect(summary).toBeFocused();

  await summary.click();
  await expect(aboutLink).toBeVisible();
  await footer(page)
    .getByText(/All rights reserved/)
    .click();
  await expect(aboutLink).toBeHidden();
});

test('a skip link is the first stop for the keyboard and leads into the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (the )?(main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const insideMain = () => page.evaluate(() => document.activeElement?.closest('main') !== null);
  // Focus lands on <main> itself (tabindex=-1) or the next Tab continues from it.
  if (!(await insideMain())) await page.keyboard.press('Tab');
  expect(await insideMain()).toBe(true);
});

test('every page shows the events banner', async ({ page }) => {
  await page.goto('/');
  const strip = page.locator('p', { hasText: 'Next:' }).first();
  await expect(strip.getByText('Next:')).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    // A phone gets one short line: the next featured event's short date and title (docs/product.md#every-page).
    await expect(strip).toContainText(/Next: [A-Z][a-z]{2} \d{1,2}, \d{1,2}(:\d\d)? [AP]M · \S/);
    await expect(page.getByRole('link', { name: site.eventsBanner.linkText })).toBeHidden();
    return;
  }
  // The settings leave the banner's text blank: it names the regular gathering and its time.
  await expect(
    page.getByText(
      'Undivided Hearts Gathering: Second and last Saturday of the month, 7:00 PM Central Time.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: site.eventsBanner.linkText })).toHaveAttribute(
    'href',
    site.eventsBanner.href,
  );
});

test('the footer has the quick links, the social links and a mailto link', async ({ page }) => {
  await page.goto('/');
  const region = footer(page);
  await expect(region).toBeVisible();
  for (const href of FOOTER_QUICK_LINK_HREFS) {
    await expect(region.locator(`a[href="${href}"]`).first(), `footer link to ${href}`).toBeVisible();
  }
  for (const social of site.social) {
    await expect(region.locator(`a[href="${social.url}"]`).first(), `${social.name} link`).toBeVisible();
  }
  await expect(region.locator(`a[href="mailto:${site.contact.email}"]`).first()).toBeVisible();
});

test('the home page carries its title, description, link previews and organisation data', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(`\\${TITLE_SUFFIX}$`));
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /\S/);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Array<Record<string, unknown>>;
  const organization = items.find((item) => /Organization$/.test(String(item['@type'])));
  expect(organization, 'an Organization JSON-LD block').toBeDefined();
  expect(String(organization!.foundingDate)).toMatch(/^2020/);
  expect(organization!.name).toBe(site.name);
  expect(organization!.address).toMatchObject({
    addressLocality: 'Austin',
    addressRegion: 'TX',
    addressCountry: 'US',
  });
});
