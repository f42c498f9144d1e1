/**
 * What every staff journey needs: signing in through the real login page (landing on `next`), and
 * waiting for one particular email (a person may have had a welcome or confirmation before it).
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './env.ts';
import { expect } from './fixtures.ts';
import { mailTo, type ParsedMail } from './mail.ts';

export async function signIn(page: Page, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

/** The email to `address` whose subject is `subject`, once the outbox has delivered it. */
export async function waitForMail(address: string, subject: string, timeoutMs = 15_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => mail.subject === subject);
        return found?.subject;
      },
      { timeout: timeoutMs, message: `an email to ${address}: ${subject}` },
    )
    .toBe(subject);
  return found!;
}
