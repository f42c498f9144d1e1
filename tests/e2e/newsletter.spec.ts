/**
 * The headline journey (docs/product.md#newsletter-and-unsubscribe): the footer's newsletter
 * form from empty submit to the welcome email arriving at a real SMTP server and the subscriber in the
 * staff's list. Filled and sent at once, as autofill would: nobody waits out a fill time.
 */
import type { Page } from '@playwright/test';
import { NEWSLETTER_WORDS, NEWSLETTER_SUCCESS_CLEAR_MS } from '#shared/newsletter/contract.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { looksGreen, looksRed, newsletterForm, textColor, waitForHydration } from '#tests/e2e/site.ts';
import { expect, expectAccessible, test } from '#tests/e2e/fixtures.ts';
import { expectSubscribed } from '#tests/e2e/subscribers.ts';

// The English words, as a caller that sends no language gets them.
const EN_WORDS = NEWSLETTER_WORDS.in('en');

const SUBSCRIBE_PATH = '/api/newsletter/subscribe';

/** Counts the subscribe calls the page makes. */
function countSubscribeCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(SUBSCRIBE_PATH)) calls += 1;
  });
  return () => calls;
}

interface FormState {
  at: number;
  buttonText: string;
  buttonDisabled: boolean;
  /** The footer's rendered text (innerText: what is shown, not what is hidden). */
  shownText: string;
}

/**
 * Records, from inside the page, every state the footer's form goes through and when: the request
 * is fast, so polling from the test could miss the 'Subscribing...' a person sees on a slow network,
 * and timing the success message from outside would count the test's own pauses.
 */
async function recordFormStates(page: Page): Promise<() => Promise<FormState[]>> {
  await newsletterForm(page).button.evaluate((button) => {
    const root = button.closest('footer') ?? button.closest('form') ?? document.body;
    const states: FormState[] = [];
    const record = () => {
      const current = button.isConnected ? button : root.querySelector('form button');
      states.push({
        at: Date.now(),
        buttonText: (current?.textContent ?? '').trim(),
        buttonDisabled: current instanceof HTMLButtonElement && current.disabled,
        shownText: (root as HTMLElement).innerText,
      });
    };
    record();
    new MutationObserver(record).observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    (window as unknown as { __formStates: FormState[] }).__formStates = states;
  });
  return () => page.evaluate(() => (window as unknown as { __formStates: FormState[] }).__formStates);
}

/**
 * The footer's form answers in place once its code runs: on a page with React, hydrated on its own
 * once its code has arrived (FooterNewsletterForm); on a page without React, its own small script
 * (footer-enhance.ts, docs/decisions/0012). Before that it is a plain form post to /newsletter
 * (newsletter-no-js.spec.ts). These journeys are about the form answering in place, so they start
 * once that code runs, and run on both kinds of page: a visitor sees the same states on each.
 */
const FOOTER_PAGES = [
  { kind: 'a page without React', path: '/' },
  { kind: 'a page with React', path: '/contact' },
] as const;

async function footerFormLive(page: Page, path: string) {
  await page.goto(path);
  const react = await page.evaluate(() => '__reactRouterContext' in window);
  expect(react, `${path} ${react ? 'ships' : 'does not ship'} React`).toBe(path !== '/');
  if (react) await waitForHydration(page);
  await page.waitForFunction(() => {
    const form = document.querySelector('footer form');
    if (!form) return false;
    return (
      'enhanced' in (form as HTMLElement).dataset ||
      Object.keys(form).some((key) => key.startsWith('__reactProps'))
    );
  });
}

for (const { kind, path } of FOOTER_PAGES) {
  test(`subscribing from the footer of ${kind} at once: empty check, progress, success that clears, welcome email, stored`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const subscribeCalls = countSubscribeCalls(page);
    await footerFormLive(page, path);
    const { input, button, region } = newsletterForm(page);
    await expect(input).toHaveAttribute('type', 'email');

    // Empty: a message at the field, focus there, and nothing sent.
    await button.click();
    await expect(region.getByText(EN_WORDS('form.emptyEmail'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
    await expectAccessible(page, 'with the empty-email message shown');
    expect(subscribeCalls()).toBe(0);

    // Typed (or autofilled) and sent at once: no wait, and never refused for being quick.
    const address = `journey-${path.length}-${testInfo.project.name}-${Date.now()}@example.org`;
    const formStates = await recordFormStates(page);
    await input.fill(address);
    await button.click();

    const success = region.getByText(EN_WORDS('form.subscribed'));
    await expect(success).toBeVisible();
    expect(subscribeCalls()).toBe(1);
    expect(looksGreen(await textColor(success)), 'the success message is green').toBe(true);
    await expect(input).toHaveValue('');
    await expect(button).toBeEnabled();
    await expectAccessible(page, 'with the success message shown');

    // The success message clears itself after 5 seconds.
    await expect(success).toBeHidden({ timeout: NEWSLETTER_SUCCESS_CLEAR_MS + 3000 });
    const states = await formStates();
    const submitting = states.find((state) => state.buttonText === 'Subscribing...');
    expect(submitting, "the button reads 'Subscribing...' while submitting").toBeDefined();
    expect(submitting!.buttonDisabled, 'the button is disabled while submitting').toBe(true);
    const shown = states.findIndex((state) => state.shownText.includes(EN_WORDS('form.subscribed')));
    const cleared = states.findIndex(
      (state, index) => index > shown && !state.shownText.includes(EN_WORDS('form.subscribed')),
    );
    const shownFor = states[cleared]!.at - states[shown]!.at;
    expect(shownFor).toBeGreaterThanOrEqual(NEWSLETTER_SUCCESS_CLEAR_MS - 250);
    expect(shownFor).toBeLessThanOrEqual(NEWSLETTER_SUCCESS_CLEAR_MS + 1500);

    // The welcome email reaches the real SMTP server, addressed to the visitor, with a way to unsubscribe;
    // staff find the subscriber in the admin's list.
    const mail = await waitForMail(address);
    expect(mail.text ?? '').toContain(`${baseURL}/unsubscribe?token=`);
    await expectSubscribed(baseURL!, address);

    // The link works: opening it changes nothing (mail scanners follow links); the button unsubscribes.
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/unsubscribe\?token=[\w-]+/)![0];
    await page.goto(link);
    // The token left the address bar at once (docs/product.md#private-links).
    await expect(page).toHaveURL(/\/unsubscribe$/);
    await expect(page.getByText(/Stop sending emails to j•+@example\.org\?/)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'will not receive our emails' })).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(/will not receive our emails any more/)).toBeVisible();
  });

  test(`a failed subscription from the footer of ${kind} shows the error in red and lets the visitor try again`, async ({
    page,
  }) => {
    // The only stand-in in the journeys: a server failure cannot be produced on demand otherwise.
    await page.route(`**${SUBSCRIBE_PATH}**`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }),
      }),
    );
    await footerFormLive(page, path);
    const { input, button, region } = newsletterForm(page);
    await input.fill(`failure-${Date.now()}@example.org`);
    await button.click();

    const failure = region.getByText(EN_WORDS('form.failure'));
    await expect(failure).toBeVisible();
    expect(looksRed(await textColor(failure)), 'the error message is red').toBe(true);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Subscribe');
    await expectAccessible(page, 'with the subscription error shown');
  });
}
