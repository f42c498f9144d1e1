/**
 * The newsletter in Spanish (docs/product.md#mailing-list-and-unsubscribing): a sign-up from a
 * Spanish page (the footer form with JavaScript through the API, without it through the page's
 * action, or another form's opt-in) makes a Spanish subscriber, answers in Spanish and writes the
 * welcome in Spanish with the Spanish unsubscribe page; the latest form's language wins; the
 * one-click unsubscribe answers in the subscriber's language.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as newsletterPageAction } from '#client/routes/newsletter.tsx';
import { NEWSLETTER_WORDS } from '#shared/newsletter/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { insertSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { emailSubscribers } from '#server/db/schema/index.ts';

const es = NEWSLETTER_WORDS.in('es');
const MINUTE = 60_000;
const clock = createTestClock(new Date(Date.now() + 24 * 60 * MINUTE));
const person = () => ({ website: '', form_started_at: clock.now().getTime() - 8000 });

let t: TestAppWithMail;
beforeEach(async () => {
  t = await createTestApp({ smtp: true, clock });
});
afterEach(() => t.close());

const subscriberOf = async (email: string) =>
  (await t.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)))[0];

const subscribeApi = (email: string, locale?: string) =>
  t.request({
    method: 'POST',
    url: '/api/newsletter/subscribe/',
    payload: { email, ...person(), ...(locale ? { locale } : {}) },
  });

describe('signing up on a Spanish page', () => {
  it('with JavaScript (the API): a Spanish subscriber, a Spanish answer and a Spanish welcome', async () => {
    const response = await subscribeApi('marta@example.org', 'es');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: '¡Gracias por suscribirse! Revise su bandeja de entrada: le enviamos un correo.',
    });
    const row = await subscriberOf('marta@example.org');
    expect(row).toMatchObject({ locale: 'es', source: 'newsletter' });

    const mail = await t.smtp.waitForEmailTo('marta@example.org');
    expect(mail.subject).toBe('Le damos la bienvenida a Undivided Hearts Ministries');
    expect(mail.text).toContain('Gracias por acompañarnos.');
    expect(mail.text).toContain(`/es/unsubscribe?token=${row!.unsubscribeToken}`);
    expect(mail.text).not.toContain('Thank you for joining us');
  });

  it('says why in Spanish when the address is not one', async () => {
    const response = await subscribeApi('marta@', 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toEqual([es('form.invalidEmail')]);
    expect(es('form.invalidEmail')).toBe('Escriba un correo electrónico válido');
  });

  it('without JavaScript (the page action of /es/newsletter): Spanish subscriber and answer', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ email: 'lucia@example.org', locale: 'es', ...person() }))
      form.set(name, String(value));
    const result = (await newsletterPageAction({
      request: new Request('http://localhost:3000/es/newsletter', { method: 'POST', body: form }),
      params: {},
      context: { services: t.app.services },
    } as never)) as { data: { ok: boolean; message: string } };
    expect(result.data).toEqual({ ok: true, message: es('form.subscribed') });
    expect(await subscriberOf('lucia@example.org')).toMatchObject({ locale: 'es' });
    const mail = await t.smtp.waitForEmailTo('lucia@example.org');
    expect(mail.subject).toBe('Le damos la bienvenida a Undivided Hearts Ministries');
  });

  it('keeps English for a caller that sends no language', async () => {
    await subscribeApi('ruth@example.org');
    expect(await subscriberOf('ruth@example.org')).toMatchObject({ locale: 'en' });
    expect((await t.smtp.waitForEmailTo('ruth@example.org')).subject).toBe(
      'Welcome to Undivided Hearts Ministries',
    );
  });

  it('makes the latest form’s language the subscriber’s, and tells them in it', async () => {
    await insertSubscriber(t.db, { email: 'ana@example.org', unsubscribeToken: 'ana-token' });
    await subscribeApi('ana@example.org', 'es');
    expect(await subscriberOf('ana@example.org')).toMatchObject({ locale: 'es', subscribed: true });
    const mail = await t.smtp.waitForEmailTo('ana@example.org');
    expect(mail.subject).toBe('Su correo ya está suscrito a Undivided Hearts Ministries');
    expect(mail.text).toContain('/es/unsubscribe?token=ana-token');
  });

  it('makes a Spanish contact form’s opt-in a Spanish subscriber', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'Marta Solís',
        email: 'solis@example.org',
        subject: 'Visita',
        message: '¿Cuándo se reúnen?',
        subscribe_to_newsletter: true,
        locale: 'es',
        ...person(),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await subscriberOf('solis@example.org')).toMatchObject({ locale: 'es', source: 'contact' });
  });
});

describe('unsubscribing a Spanish subscriber', () => {
  beforeEach(async () => {
    await insertSubscriber(t.db, {
      email: 'marta@example.org',
      unsubscribeToken: 'marta-token',
      locale: 'es',
    });
  });

  it('answers the one-click unsubscribe in Spanish', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/?token=marta-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Su suscripción quedó cancelada y ya no recibirá nuestros correos.',
    });
    expect(await subscriberOf('marta@example.org')).toMatchObject({ subscribed: false });
  });

  it('sends a person who opens the unsubscribe address to the Spanish page', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/newsletter/unsubscribe/?token=marta-token',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/unsubscribe?token=marta-token');
  });
});
