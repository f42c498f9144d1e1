/**
 * The Content-Security-Policy (a nonce per request, or script hashes for a page shared from the page
 * cache) lets the site's own scripts run, so pages hydrate and navigate on the client, and nothing on
 * a page breaks the policy or logs an error.
 */
import type { Page } from '@playwright/test';
import { revealMainNav, waitForHydration } from '#tests/e2e/site.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

type Violation = { directive: string; blocked: string; source: string };

/**
 * Collects console errors, uncaught exceptions and CSP violations from now on. On a page that has
 * not loaded yet the violation listener goes in before any script runs; on a loaded page it is
 * added to the current document (which a client-side navigation keeps).
 */
async function watchForProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  const listen = () => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  };
  if (page.url() === 'about:blank') await page.addInitScript(listen);
  else await page.evaluate(listen);
  return async () => {
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
    );
    return [
      ...problems,
      ...violations.map(
        (v) => `CSP violation: ${v.directive} blocked ${v.blocked || 'inline'} (${v.source})`,
      ),
    ];
  };
}

test('a page rendered for one request hydrates under its nonce-based CSP with no errors or violations', async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  // A personal page (an unsubscribe link) is never stored by the page cache: it is rendered for
  // this request, with its own nonce.
  const response = await page.goto('/unsubscribe');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy).not.toContain('unsafe-inline');
  await waitForHydration(page);

  // Every inline script carries the nonce (the browser hides the attribute but keeps the property).
  // Data blocks (the structured data, the site settings) are never run, so the policy leaves them be.
  const inlineScripts = await page
    .locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const nonce of inlineScripts) expect(nonce).not.toBe('');

  expect(await problems()).toEqual([]);
});

test('the home page, shared from the page cache, runs its own scripts under a policy listing them by hash', async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toContain('nonce-');
  expect(policy).not.toContain('unsafe-inline');
  // The home page ships no React (docs/decisions/0012): its inline starter loads the footer form's
  // and the menu's own scripts, which mark the form once they run.
  await expect(page.locator('footer form[data-enhanced]')).toHaveCount(1);

  // Every inline script is one the policy names: changing a byte of it would stop it running.
  const hashes = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll(async (scripts) =>
      Promise.all(
        scripts.map(async (script) => {
          const digest = await crypto.subtle.digest(
            'SHA-256',
            new TextEncoder().encode(script.textContent ?? ''),
          );
          return btoa(String.fromCharCode(...new Uint8Array(digest)));
        }),
      ),
    );
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(policy).toContain(`'sha256-${hash}'`);

  expect(await problems()).toEqual([]);
});

test('a link in the navigation changes page on the client, without a full reload', async ({ page }) => {
  // Start from a page that exists in every build (the friendly 404), go to the home page.
  await page.goto('/this-page-does-not-exist');
  await waitForHydration(page);
  const problems = await watchForProblems(page);
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  const nav = await revealMainNav(page);
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The menu may have closed on navigating (small screens): open it again to look.
  await expect((await revealMainNav(page)).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(documentLoads).toEqual([]);
  expect(await problems()).toEqual([]);
});

test('scripts are fetched only after the page has loaded and painted, shared page or rendered per request', async ({
  page,
}) => {
  // /giving comes from the page cache; a 404 is rendered for its one request (its tags carry a nonce).
  for (const path of ['/giving', '/this-page-does-not-exist']) {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/));
      return {
        loaded: navigation.loadEventStart,
        painted: paint?.startTime ?? Number.POSITIVE_INFINITY,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts, path).toBeGreaterThan(0);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.firstScript, path).toBeGreaterThan(timing.painted);
  }
});
