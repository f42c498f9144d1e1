/**
 * A newsletter in two languages (docs/product.md#newsletter-and-email-outbox), over the real API and
 * a fake SMTP server: Spanish subscribers get the Spanish version when staff wrote one, everyone
 * else the English; without a Spanish version everyone gets English; the answer counts each; staff
 * can send themselves a test of either version.
 */
import crypto from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_NEWSLETTER_WORDS as M } from '#shared/newsletter/admin-contract.ts';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { buildSubscriber } from '#tests/helpers/generators/subscribers.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailSubscribers } from '#server/db/schema/index.ts';

const english = { subject: 'Autumn gathering', body: 'Dear friends,\n\nWe meet on Saturday.' };
const spanish = { subject_es: 'Reunión de otoño', body_es: 'Queridos amigos:\n\nNos reunimos el sábado.' };

let t: TestAppWithMail;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp({ smtp: true });
  cookie = await signInAsStaff(t);
  await t.db.insert(emailSubscribers).values([
    buildSubscriber({ email: 'ruth@example.org', source: 'newsletter', unsubscribeToken: 'ruth-token' }),
    buildSubscriber({
      email: 'marta@example.org',
      source: 'newsletter',
      locale: 'es',
      unsubscribeToken: 'marta-token',
    }),
    buildSubscriber({ email: 'lucia@example.org', source: 'devotional', locale: 'es' }),
  ]);
});
afterEach(() => t.close());

const send = (payload: object) =>
  t.request({
    method: 'POST',
    url: '/api/admin/newsletters/',
    payload: { sources: ['newsletter', 'devotional'], idempotency_key: crypto.randomUUID(), ...payload },
    headers: { cookie },
  });
const mailTo = (to: string) =>
  t.smtp.waitForMessage((mail: ParsedMail) => recipientsOf(mail).includes(to), 5000);

describe('a newsletter in English and Spanish', () => {
  it('sends the Spanish version to Spanish subscribers, English to the others, and counts each', async () => {
    const response = await send({ ...english, ...spanish });
    expect(response.statusCode).toBe(201);
    expect(response.json().campaign).toMatchObject({
      subject: 'Autumn gathering',
      subject_es: 'Reunión de otoño',
      recipient_count: 3,
      recipients_by_language: { en: 1, es: 2 },
    });

    const marta = await mailTo('marta@example.org');
    expect(marta.subject).toBe('Reunión de otoño');
    expect(marta.text).toContain('Nos reunimos el sábado.');
    expect(marta.text).toContain('Recibe este correo porque se suscribió en Undivided Hearts Ministries');
    expect(marta.text).toContain('/es/unsubscribe?token=marta-token');
    expect(marta.html).toContain('<html lang="es">');
    expect(marta.html).toContain('>Cancelar la suscripción</a>');

    const ruth = await mailTo('ruth@example.org');
    expect(ruth.subject).toBe('Autumn gathering');
    expect(ruth.text).toContain('We meet on Saturday.');
    expect(ruth.text).toContain(
      'You receive this email because you subscribed at Undivided Hearts Ministries',
    );
    expect(ruth.text).toMatch(/[^/]\/unsubscribe\?token=ruth-token/);
    expect(ruth.text).not.toContain('/es/unsubscribe');
  });

  it('sends English to everyone when there is no Spanish version, with each one’s own unsubscribe page', async () => {
    const response = await send(english);
    expect(response.json().campaign).toMatchObject({
      subject_es: null,
      recipients_by_language: { en: 3, es: 0 },
    });
    const marta = await mailTo('marta@example.org');
    expect(marta.subject).toBe('Autumn gathering');
    expect(marta.text).toContain('We meet on Saturday.');
    expect(marta.text).toContain('/es/unsubscribe?token=marta-token');
    expect((await mailTo('ruth@example.org')).subject).toBe('Autumn gathering');
  });

  it('refuses half a Spanish version, field by field', async () => {
    const noBody = await send({ ...english, subject_es: 'Reunión de otoño' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fields).toEqual({ body_es: [M.spanishBodyMissing] });
    const noSubject = await send({ ...english, body_es: 'Hola.', subject_es: '  ' });
    expect(noSubject.json().fields).toEqual({ subject_es: [M.spanishSubjectMissing] });
  });
});

describe('a test send', () => {
  const test = (payload: object) =>
    t.request({ method: 'POST', url: '/api/admin/newsletters/test/', payload, headers: { cookie } });

  it('sends one copy of the chosen version to the address given, and nothing to subscribers', async () => {
    const es = await test({ ...english, ...spanish, language: 'es', to: 'staff-test@example.org' });
    expect(es.statusCode).toBe(201);
    expect(es.json()).toEqual({ message: 'Test of the Spanish version sent to staff-test@example.org.' });
    const mail = await mailTo('staff-test@example.org');
    expect(mail.subject).toBe('[Test] Reunión de otoño');
    expect(mail.text).toContain('Nos reunimos el sábado.');

    const en = await test({ ...english, ...spanish, language: 'en', to: 'staff-en@example.org' });
    expect(en.statusCode).toBe(201);
    expect((await mailTo('staff-en@example.org')).subject).toBe('[Test] Autumn gathering');
    await t.app.services.outbox.idle();
    expect(t.smtp.messages.filter((m) => recipientsOf(m).includes('marta@example.org'))).toEqual([]);
  });

  it('asks for the Spanish version before testing it', async () => {
    const response = await test({ ...english, language: 'es', to: 'staff-test@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ subject_es: [M.testSpanishMissing] });
  });
});
