/**
 * The contact form of the Spanish site, as a person without JavaScript sends it
 * (docs/product.md#contact, #languages): Spanish labels, the Spanish refusal with what was typed,
 * then the Spanish thanks and the Spanish reply email.
 */
import { type Page, test as plain } from '@playwright/test';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { expectStored } from '#tests/e2e/outreach-records.ts';
import { waitForMail } from '#tests/e2e/mail.ts';
import { expect } from '#tests/e2e/fixtures.ts';

const t = OUTREACH_WORDS.in('es');
// The contact form's fields (the footer's newsletter form has an email field too).
const textbox = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });

plain.describe('with JavaScript disabled', () => {
  plain.use({ javaScriptEnabled: false });

  plain(
    '/es/contact: refused in Spanish, then thanked and answered in Spanish',
    async ({ page, baseURL }, info) => {
      const address = `es-contact-${info.project.name}-${Date.now()}@example.org`;
      await page.goto('/es/contact');
      await textbox(page, 'Correo electrónico').fill(address);
      await textbox(page, 'Asunto').fill('Visita');
      await textbox(page, 'Mensaje').fill('¿Dónde se reúnen?');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page).toHaveURL(/\/es\/contact#form-answer$/);
      await expect(page.getByText(t('field.name'), { exact: true })).toBeVisible();
      await expect(textbox(page, 'Asunto')).toHaveValue('Visita');

      await textbox(page, 'Nombre').fill('Rut');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByText(t('contact.success'))).toBeVisible();
      await expect(page.getByRole('link', { name: 'Enviar otro' })).toHaveAttribute('href', '/es/contact');
      await expectStored(baseURL!, address, 'contact_messages');
      await waitForMail(address, 'Recibimos su mensaje');
    },
  );
});
