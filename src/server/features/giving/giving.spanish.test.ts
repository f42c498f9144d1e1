/**
 * Giving in Spanish (docs/product.md#languages, #donations-and-payments): a gift given on /es keeps
 * its language, Stripe's Checkout is asked for in Spanish, and what the donor receives (receipt,
 * sign-in link, year-end statement) is written in Spanish with the same legal meaning.
 */
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { startFakeStripe, type FakeStripe } from '#tests/fakes/stripe-server.ts';
import { buildGiftPayload, insertDonation } from '#tests/helpers/generators/donations.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import {
  createDonation,
  deliverWebhook,
  donationRow,
  paidSessionEvent,
  startCheckout,
  stripeEnv,
} from '#tests/helpers/stripe-giving.ts';
import { action as donorPageAction } from '#client/routes/giving.manage.tsx';
import { emailOutbox } from '#server/db/schema/index.ts';
import { issueDonorLink } from '#server/features/giving/giving.donor-access.ts';
import { statementPdf } from '#server/features/giving/giving.statement-pdf.ts';
import { statementEmail } from '#server/features/giving/giving.statement-email.ts';

const emailsTo = (t: TestApp, to: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

describe('a gift given on the Spanish giving page, through Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ env: stripeEnv(stripe) });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('keeps locale es, opens Checkout in Spanish, and emails a Spanish receipt (an English gift stays English)', async () => {
    const payload = buildGiftPayload({ email: 'maria@example.org', name: 'María Núñez', locale: 'es' });
    const { id } = await createDonation(t, payload);
    expect((await donationRow(t, id)).locale).toBe('es');

    const checkout = await startCheckout(t, { donation_id: id });
    expect(checkout.statusCode).toBe(200);
    const sent = stripe.requests.at(-1)!;
    expect(sent.params).toMatchObject({
      locale: 'es',
      success_url: `${TEST_PUBLIC_URL}/es/donation-success?donation_id=${id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/es/giving`,
    });

    const paid = await deliverWebhook(t, paidSessionEvent(id, 2550));
    expect(paid.statusCode).toBe(200);
    const [receipt] = await emailsTo(t, 'maria@example.org', 'donation.receipt');
    expect(receipt!.subject).toBe('Su ofrenda para Undivided Hearts Ministries: recibo de $25.50');
    expect(receipt!.textBody).toContain('Estimado(a) María Núñez:');
    expect(receipt!.textBody).toContain('  Destino: Misiones');
    expect(receipt!.textBody).toContain(
      'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
    );
    expect(receipt!.textBody).not.toContain('No goods or services');
    // The sign-in link in the receipt leads to the Spanish donor page.
    expect(receipt!.textBody).toMatch(/\/es\/giving\/manage\?token=[A-Za-z0-9_-]{43}/);

    // A gift from the English page is as before: English receipt, Checkout in Stripe's own default.
    const englishGift = await createDonation(t, buildGiftPayload({ email: 'lydia@example.org' }));
    expect((await donationRow(t, englishGift.id)).locale).toBe('en');
    await startCheckout(t, { donation_id: englishGift.id });
    expect(stripe.requests.at(-1)!.params).not.toHaveProperty('locale');
    await deliverWebhook(t, paidSessionEvent(englishGift.id, 2550));
    const [english] = await emailsTo(t, 'lydia@example.org', 'donation.receipt');
    expect(english!.subject).toBe('Your gift to Undivided Hearts Ministries: $25.50 receipt');
    expect(english!.textBody).toContain(
      'No goods or services were provided in exchange for this contribution.',
    );
  });
});

describe('the donor sign-in link asked for on a Spanish page', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('is emailed in Spanish and leads to /es/giving/manage', async () => {
    await insertDonation(t.db, { email: 'ana@example.org', paymentStatus: 'paid', paidAt: clock.now() });
    const answer = await t.request({
      method: 'POST',
      url: '/api/giving/manage/link/',
      payload: { email: 'ana@example.org', locale: 'es' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toMatch(/^Gracias\. Si este correo ya ha ofrendado/);
    const [mail] = await emailsTo(t, 'ana@example.org', 'donor.sign-in');
    expect(mail!.subject).toBe('Su enlace para entrar en Undivided Hearts Ministries');
    expect(mail!.textBody).toContain('Usted pidió administrar sus ofrendas.');
    expect(mail!.textBody).toMatch(
      new RegExp(`${TEST_PUBLIC_URL}/es/giving/manage\\?token=[A-Za-z0-9_-]{43}`.replaceAll('.', '\\.')),
    );
  });
});

describe('a Spanish year-end statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const paid = { paymentStatus: 'paid', email: 'jose@example.org', name: 'José Ñúñez' } as const;
    await insertDonation(t.db, { ...paid, amountCents: 5000, paidAt: new Date('2031-03-01T18:00:00Z') });
    // The latest gift of the year decides the language.
    await insertDonation(t.db, {
      ...paid,
      amountCents: 2500,
      category: 'MISSIONS',
      locale: 'es',
      paidAt: new Date('2031-11-01T18:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('is a Spanish PDF, every accent drawn, with the legal sentence in Spanish', async () => {
    const statement = (await t.app.services.statements.statementFor('jose@example.org', 2031))!;
    expect(statement.locale).toBe('es');
    const text = pdfText(await statementPdf(statement, new Date('2032-01-15T18:00:00Z')));
    expect(text).toContain('Constancia anual de donativos 2031');
    expect(text).toContain('Preparada para José Ñúñez');
    expect(text).toContain('15 de enero de 2032');
    expect(text).toContain('Misiones (única)');
    expect(text).toContain('Total de 2 ofrendas');
    expect(text).toContain('$75.00');
    expect(text).toContain('No se proporcionaron bienes ni servicios a cambio de estas contribuciones.');
    expect(text).toContain('¿Preguntas?');

    // Its font (Helvetica, WinAnsi) has every letter Spanish writes, so none is dropped.
    const doc = await PDFDocument.create();
    for (const font of [StandardFonts.Helvetica, StandardFonts.HelveticaBold]) {
      const known = new Set((await doc.embedFont(font)).getCharacterSet());
      for (const letter of 'áéíóúüñÁÉÍÓÚÜÑ¿¡') expect(known.has(letter.codePointAt(0)!)).toBe(true);
    }
  });

  it('comes in a Spanish email', async () => {
    const statement = (await t.app.services.statements.statementFor('jose@example.org', 2031))!;
    const mail = statementEmail(statement, new Uint8Array([1]), TEST_PUBLIC_URL);
    expect(mail.subject).toBe('Su constancia anual de donativos 2031 de Undivided Hearts Ministries');
    expect(mail.text).toContain('Estimado(a) José Ñúñez:');
    expect(mail.text).toContain('  Total de contribuciones: $75.00');
    expect(mail.text).toContain('No se proporcionaron bienes ni servicios a cambio de estas contribuciones.');
    expect(mail.attachments?.[0]?.filename).toBe('constancia-donativos-2031.pdf');
  });
});

describe('the Spanish donor page (/es/giving/manage)', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2032-02-01T18:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('signs in on its own path and answers in Spanish', async () => {
    await insertDonation(t.db, {
      email: 'ana@example.org',
      paymentStatus: 'paid',
      paidAt: new Date('2031-05-01T18:00:00Z'),
    });
    const token = await issueDonorLink(t.db, {
      email: 'ana@example.org',
      purpose: 'requested',
      now: clock.now(),
    });
    const setCookie = (await t.app.services.donorAccess.signIn(token, 'es'))!;
    expect(setCookie).toContain('Path=/es/giving/manage');
    const body = new FormData();
    body.set('intent', 'statement');
    body.set('year', '2031');
    const answer = (await donorPageAction({
      request: new Request('http://localhost:3000/es/giving/manage', {
        method: 'POST',
        body,
        headers: { cookie: setCookie.split(';')[0]! },
      }),
      params: {},
      context: { services: t.app.services },
    } as never)) as { data: { message: string } };
    expect(answer.data.message).toBe('Su constancia de 2031 va en camino a ana@example.org.');
  });
});
