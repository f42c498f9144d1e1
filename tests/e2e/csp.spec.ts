/**
 * The nonce-based Content-Security-Policy lets the site's own scripts run, so pages hydrate and
 * navigate on the client, and nothing on a page breaks the policy or logs an error.
 */
import type { Page } from '@playwright/test';
import { revealMainNav } from './site.ts';
import { expect, test } from './fixtures.ts';

type Violation = { directive: string; blocked: string; source: string };

/** Collects console errors, uncaught exceptions and CSP violations for the whole test. */
async function watchForProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const violations = page.isClosed()
      ? []
      : await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
    return [
      ...problems,
      ...violations.map(
        (v) => `CSP violation: ${v.directive} blocked ${v.blocked || 'inline'} (${v.source})`,
      ),
    ];
  };
}

/** React Router's client router exists and has finished its first render: the page hydrated. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
}

test('the home page hydrates under the nonce-based CSP with no errors or violations', async ({ page }) => {
  const problems = await watchForProblems(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy).not.toContain('unsafe-inline');
  await waitForHydration(page);

  // Every inline script carries the nonce (the browser hides the attribute but keeps the property).
  const inlineScripts = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const nonce of inlineScripts) expect(nonce).not.toBe('');

  expect(await problems()).toEqual([]);
});

test('a link in the navigation changes page on the client, without a full reload', async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  const nav = await revealMainNav(page);
  await nav.locator('a[href="/about"]').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(documentLoads).toEqual([]);
  expect(await problems()).toEqual([]);
});
