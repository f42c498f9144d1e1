/**
 * Staff send a newsletter and look after the email outbox (docs/product.md#newsletter-and-email-outbox):
 * the newsletter goes through the real SMTP server to active subscribers with an unsubscribe link that
 * works (and the one who left gets no next one); a bounced email is retried from the outbox and arrives.
 */
import type { Page } from '@playwright/test';
import { site } from '#shared/site/settings.ts';
import { REJECT_ONCE_MARK } from '#tests/fakes/smtp-server.ts';
import { E2E_ADMIN } from '#tests/e2e/env.ts';
import { expect, expectAccessible } from '#tests/e2e/fixtures.ts';
// Its newsletters go to every subscriber: a server of its own, so other journeys' mailboxes stay theirs.
import { testOnOwnServer as test } from '#tests/e2e/own-server.ts';
import { mailTo, waitForMail } from '#tests/e2e/mail.ts';
import { signIn } from '#tests/e2e/staff.ts';

async function subscribe(page: Page, email: string) {
  const response = await page.request.post('/api/newsletter/subscribe/', { data: { email } });
  expect(response.status()).toBe(201);
}

async function composeAndSend(page: Page, subject: string, body: string) {
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill(body);
  await page.getByRole('checkbox', { name: /^Newsletter \(\d+ active\)$/ }).check();
  await expect(page.getByText(/\d+ subscribers? will receive this newsletter\./)).toBeVisible();
  await page.getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send to \d+ subscribers?\?$/ });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'newsletter confirmation');
  await dialog.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(page.getByText(`Newsletter “${subject}” sent to`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('staff send a newsletter that arrives with an unsubscribe link that works', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000); // a long journey on a machine shared by many
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const leaving = `leaving.${tag}@example.org`;
  const staying = `staying.${tag}@example.org`;
  await subscribe(page, leaving);
  await subscribe(page, staying);

  await signIn(page, '/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Nothing goes out before the form is complete: the fields say what is missing.
  await page.getByRole('button', { name: 'Review and send' }).click();
  await expect(page.getByLabel(/^Subject/)).toHaveAccessibleDescription('Please enter a subject.');
  await expect(page.getByRole('group', { name: 'Send to subscribers from' })).toHaveAccessibleDescription(
    /Choose at least one group of subscribers\./,
  );
  await expect(page.getByLabel(/^Subject/)).toBeFocused();
  // And the list of what to fix, each a link to its field.
  await expect(page.getByRole('link', { name: 'Subject: Please enter a subject.' })).toBeVisible();
  await expectAccessible(page, 'compose with errors');

  const subject = `Harvest news ${tag}`;
  await composeAndSend(page, subject, 'Dear friends,\n\nWe gather on <Saturday> & pray.\nAll are welcome.');
  const sent = page
    .getByRole('list', { name: 'Sent newsletters' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(sent).toContainText(`By: ${E2E_ADMIN.username}`);
  await expect(sent).toContainText('Sources: Newsletter');

  // It arrives, paragraphs intact and escaped, with the unsubscribe link and one-click headers.
  const mail = await waitForMail(leaving, subject);
  expect(mail.text).toContain('We gather on <Saturday> & pray.');
  expect(mail.html).toContain('We gather on &lt;Saturday&gt; &amp; pray.');
  const link = (mail.text ?? '').match(/https?:\/\/\S+\/unsubscribe\?token=[\w-]+/)![0];
  expect(link.startsWith(`${baseURL}/unsubscribe?token=`)).toBe(true);
  expect(mail.html).toContain(`href="${link}"`);
  // Unfolded (RFC 5322: a long header continues on the next line after CRLF and a space).
  const headers = Object.fromEntries(
    mail.headerLines.map((line) => [line.key, line.line.replace(/\r?\n/g, '')]),
  );
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(headers['list-unsubscribe']).toMatch(
    /^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/newsletter\/unsubscribe\/\?token=[\w-]+>$/,
  );
  await waitForMail(staying, subject);

  // Following the link unsubscribes.
  await page.goto(link);
  await expect(page.getByText(/Stop sending emails to l•+@example\.org\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'will not receive our emails' })).toBeVisible();

  // The next newsletter reaches the one who stayed, not the one who left.
  await page.goto('/admin/newsletter');
  const next = `Winter news ${tag}`;
  await composeAndSend(page, next, 'See you soon.');
  await waitForMail(staying, next);
  expect((await mailTo(leaving)).map((m) => m.subject)).not.toContain(next);
});

test('staff retry a bounced email from the outbox and it arrives', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  // The SMTP server refuses this address once (550): the welcome email fails for good.
  const address = `bounce.${tag}${REJECT_ONCE_MARK}@example.org`;
  await subscribe(page, address);

  await signIn(page, '/admin/newsletter/outbox');
  await expect(page.getByRole('heading', { name: 'Email outbox', level: 1 })).toBeVisible();
  await page.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const card = page.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: address });
  // The worker delivers in the background: search again until the bounce is recorded.
  await expect(async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(card).toContainText('Failed', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText('Last error:');
  await expect(card).toContainText('550');
  await expectAccessible(page, 'outbox, failed filter');
  // Cards, not a wide table: nothing scrolls sideways, even at 360px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await card.getByRole('button', { name: /^Retry/ }).click();
  await expect(page.getByText(`The email to ${address} is queued again`)).toBeVisible();
  // Its welcome email, by subject: the address may also receive a newsletter meanwhile.
  await waitForMail(address, `Welcome to ${site.name}`);

  // Now it is sent, with no Retry button.
  await page.getByLabel('Status').selectOption('sent');
  await expect(page).toHaveURL(/status=sent/);
  const sentCard = page
    .getByRole('list', { name: 'Emails' })
    .getByRole('listitem')
    .filter({ hasText: address });
  await expect(async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(sentCard).toContainText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(sentCard).toContainText('Attempts: 2');
  await expect(sentCard.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});
