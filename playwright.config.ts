/**
 * Browser journeys against the built site (see tests/e2e/global-setup.ts), on Debian's Chromium or
 * the one packaged in @sparticuz/chromium (tests/e2e/chromium.ts). Every journey runs at a phone
 * width and a desktop width.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './tests/e2e/chromium.ts';
import { e2eBaseUrl, e2ePort } from './tests/e2e/env.ts';

const browser = await resolveChromium();
const baseURL = e2eBaseUrl(await e2ePort());
if (!process.env.TEST_WORKER_INDEX)
  console.log(`e2e: Chromium from ${browser.source}: ${browser.executablePath}`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  // Two cores: the server and two browsers share them. One server serves every journey.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed journey runs once more and is reported as flaky by name (docs/decisions/0016);
  // locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL,
    launchOptions: {
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
      ...(Object.keys(browser.env).length > 0 ? { env: { ...process.env, ...browser.env } } : {}),
    },
    // A trace helps locally; in CI nobody can open one, and recording costs ~20% of the run.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      // The check of the accessibility check itself needs no second viewport.
      testIgnore: ['**/fixtures.spec.ts'],
      use: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
});
