/**
 * How the journeys find the shared layout, by the accessible names agreed for it: navigation
 * landmark "Main", menu button "Menu" (small screens), footer landmark (contentinfo), newsletter
 * input "Email address" and button "Subscribe".
 */
import type { Locator, Page } from '@playwright/test';
import { site } from '#shared/site/settings.ts';

export { site };

/** The top navigation, in order (docs/product.md#every-page). */
export const TOP_NAV_HREFS = [
  '/',
  '/about',
  '/house-churches',
  '/events',
  '/bible-study-signup',
  '/prayer-request',
  '/messages',
  '/resources',
  '/press',
  '/giving',
  '/contact',
] as const;

/** The labels of some top navigation links. */
export const TOP_NAV_LABELS: Record<string, string> = {
  '/': 'Home',
  '/press': 'Press Kit',
  '/giving': 'Give',
};

/** The footer's quick links (docs/product.md#every-page). */
export const FOOTER_QUICK_LINK_HREFS = [
  '/about',
  '/events',
  '/bible-study-signup',
  '/messages',
  '/resources',
  '/contact',
] as const;

export const TITLE_SUFFIX = `| ${site.name}`;

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
export const footer = (page: Page) => page.getByRole('contentinfo');

export function newsletterForm(page: Page) {
  const region = footer(page);
  return {
    input: region.getByRole('textbox', { name: 'Email address' }),
    button: region.getByRole('button', { name: /Subscribe/ }),
    region,
  };
}

/** The menu's native disclosure on a page without React (MainNav.tsx, docs/decisions/0012). */
export const menuSummary = (page: Page) => mainNav(page).locator('summary', { hasText: 'Menu' });

/** On a small screen the navigation sits behind the menu button: open it when it is closed. */
export async function revealMainNav(page: Page): Promise<Locator> {
  const button = menuButton(page);
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
  }
  const summary = menuSummary(page);
  if (
    (await summary.isVisible()) &&
    !(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))
  ) {
    await summary.click();
  }
  return mainNav(page);
}

/** The element's text colour as sRGB, whatever CSS colour syntax produced it (Tailwind uses oklch). */
export function textColor(locator: Locator): Promise<{ r: number; g: number; b: number }> {
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b! };
  });
}

export const looksGreen = ({ r, g, b }: { r: number; g: number; b: number }) => g > r + 30 && g > b + 10;
export const looksRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > g + 60 && r > b + 60;

/** React Router's client router exists and has finished its first render: the page hydrated. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
}
