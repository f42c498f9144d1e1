/**
 * The Spanish site's journeys at 360 and 1280 px (docs/product.md#languages): from the Spanish home to
 * an event and an RSVP whose confirmation email is Spanish; a gift whose receipt is Spanish; a prayer
 * request; a request to join a house church. Every page stays under /es, says lang="es", and the
 * fixture checks each with axe. Words come from the Spanish catalogues, so the test reads what a
 * Spanish-speaking visitor reads.
 */
import type { Page } from '@playwright/test';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { GIVING_MAIL_WORDS } from '#shared/giving/mail-words.ts';
import { GIVING_WORDS } from '#shared/giving/words.ts';
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/words.ts';
import { HOUSE_CHURCH_EMAIL_WORDS } from '#server/features/house-churches/house-churches.email-words.ts';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { SITE_WORDS } from '#shared/site/words.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';

const site = SITE_WORDS.in('es');
const events = EVENTS_WORDS.in('es');
const giving = GIVING_WORDS.in('es');
const outreach = OUTREACH_WORDS.in('es');
const houses = HOUSE_CHURCH_WORDS.in('es');
/** The demo event with 20 seats (events.spec.ts), in Spanish. */
const LIMITED_ID = 11;

const address = (kind: string, project: string) => `es-${kind}-${project}-${Date.now()}@example.org`;
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(new URL(page.url()).pathname).toMatch(/^\/es(\/|$)/);
}

test('home → event → RSVP in Spanish: the thanks and the confirmation email are Spanish', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = address('rsvp', info.project.name);
  await page.goto('/es');
  await expectSpanish(page);
  // The menu folds at 360 px: the events link is found by its address either way.
  await page.goto((await page.locator(`a[href="/es/events"]`).first().getAttribute('href'))!);
  await expectSpanish(page);
  await page.locator(`a[href="/es/events/${LIMITED_ID}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/es/events/${LIMITED_ID}$`));
  await expectSpanish(page);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  await page.getByRole('button', { name: events('detail.rsvp'), exact: true }).click();
  const form = page.getByRole('form', { name: events('detail.rsvpHeading', { title }) });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: events('rsvp.name'), exact: true }).fill('Rut Visitante');
  await form.getByRole('textbox', { name: events('rsvp.email'), exact: true }).fill(email);
  await form.getByLabel(events('rsvp.partyQuestion')).selectOption('2');
  await form.getByRole('button', { name: events('rsvp.submit') }).click();
  await expect(page.getByText(events('rsvp.success', { first: 'Rut', count: 2 }))).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toContain(title);
  expect(mail.subject).toMatch(/^Su confirmación/);
  expect(mail.text).toContain(events('confirmation.coming', { count: 2 }));
  expect(mail.text).toContain(`/es/events/rsvp?token=`);
});

test('a gift from the Spanish giving page: Spanish checkout, thanks and receipt', async ({ page }, info) => {
  test.slow();
  const email = address('gift', info.project.name);
  await page.goto('/es/giving');
  await expectSpanish(page);
  await page.getByLabel('Cantidad (USD)').fill('25.50');
  await textbox(page, 'Nombre').fill('Lidia Púrpura');
  await textbox(page, 'Correo electrónico').first().fill(email);
  await page.getByRole('button', { name: giving('form.give', { amount: '$25.50' }) }).click();

  await expect(page).toHaveURL(/\/es\/giving\/demo-checkout\/[0-9a-f-]{36}$/);
  await expectSpanish(page);
  await page.getByRole('button', { name: giving('demo.completeButton', { amount: '$25.50' }) }).click();
  await expect(page).toHaveURL(/\/es\/donation-success$/);
  await expectSpanish(page);
  await expect(page.getByRole('heading', { name: '¡Gracias, Lidia Púrpura!' })).toBeVisible();

  const receipt = await waitForMail(email);
  expect(receipt.subject).toContain('$25.50');
  expect(receipt.text ?? '').toContain(GIVING_MAIL_WORDS.in('es')('receipt.heading'));
  expect(receipt.text ?? '').toContain('Cantidad: $25.50');
});

test('a prayer request in Spanish is thanked and answered in Spanish', async ({ page }, info) => {
  const email = address('prayer', info.project.name);
  await page.goto('/es/prayer-request');
  await expectSpanish(page);
  await textbox(page, 'Nombre').fill('Marta');
  await textbox(page, 'Correo electrónico').first().fill(email);
  await textbox(page, 'Petición de oración').fill('Oren por la salud de mi madre.');
  await page.getByRole('button', { name: outreach('prayer.submit') }).click();
  await expect(page.getByText(outreach('prayer.success'))).toBeVisible();
  await waitForMail(email, outreach('email.prayer.subject'));
});

test('a request to join a house church in Spanish is confirmed in Spanish', async ({ page }, info) => {
  const email = address('join', info.project.name);
  await page.goto('/es/house-churches');
  await expectSpanish(page);
  await page.locator('a[href="/es/house-churches/1/join"]').first().click();
  await expect(page).toHaveURL(/\/es\/house-churches\/1\/join$/);
  await expectSpanish(page);
  const church = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/^Unirse a /, '');
  await textbox(page, 'Nombre').fill('Ana');
  await textbox(page, 'Apellido').fill('García');
  await textbox(page, 'Correo electrónico').first().fill(email);
  await textbox(page, 'Teléfono').fill('512-555-0142');
  await page.getByRole('button', { name: houses('join.submit') }).click();
  await expect(page.getByText(houses('join.submittedTitle'))).toBeVisible();
  await waitForMail(email, HOUSE_CHURCH_EMAIL_WORDS.in('es')('join.subject', { church }));
});

test('the Spanish pages name their own language in the header, and the switch says so', async ({ page }) => {
  await page.goto('/es/about');
  await expect(page.locator('header a[hreflang="en"]')).toHaveAccessibleName('English');
  await expect(page.locator('footer a[hreflang="en"]')).toHaveText(site('language.switch'));
});
