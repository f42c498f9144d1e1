/**
 * The outreach forms sent from the Spanish site (docs/product.md#languages): the record keeps the
 * language, the thanks and the refusals are Spanish, the visitor's email is Spanish with links to
 * Spanish pages, and staff still read English, told the person's language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as bibleStudyAction } from '#client/routes/outreach.bible-study-signup.tsx';
import { action as contactAction } from '#client/routes/outreach.contact.tsx';
import { action as prayerAction } from '#client/routes/outreach.prayer-request.tsx';
import { bibleStudySignups, contactMessages, prayerRequests } from '#server/db/schema/index.ts';
import { TEST_PUBLIC_URL } from '#tests/helpers/app.ts';
import { human, STAFF, startOutreachKit, type OutreachKit } from '#tests/helpers/outreach-kit.ts';

const contact = { name: 'Rut', email: 'rut@example.org', subject: 'Visita', message: '¿Cuándo se reúnen?' };
const prayer = { name: 'Ana', email: 'ana@example.org', request: 'Oren por mi familia.' };
const signup = { name: 'Priscila', email: 'priscila@example.org', age_confirmed: true };

let kit: OutreachKit;
beforeAll(async () => {
  kit = await startOutreachKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.reset());

/** A form posted to a Spanish page without JavaScript, as the browser sends it. */
const pagePost = (path: string, fields: Record<string, string>) => ({
  request: new Request(new URL(path, TEST_PUBLIC_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      website: '',
      form_started_at: String(Date.now() - 8000),
      locale: 'es',
      ...fields,
    }),
  }),
  context: { services: kit.t.app.services } as never,
  params: {},
});
type Outcome = {
  init: { status: number } | null;
  data: { ok: boolean; message: string; fields?: Record<string, string> };
};
const outcome = (answer: unknown) => answer as Outcome;

async function staffEmailSaysSpanish() {
  const staff = await kit.smtp.waitForEmailTo(STAFF);
  expect(staff.subject).toMatch(/^\[.+\] New /);
  expect(staff.text).toContain('Language: Spanish');
  expect(staff.text).toContain('Sent by the website.');
}

describe('the contact form in Spanish', () => {
  it('through the API: stores es, thanks in Spanish, emails the visitor in Spanish and staff in English', async () => {
    const response = await kit.post('/api/contact/', { ...contact, ...human(), locale: 'es' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Gracias por su mensaje. ¡Pronto nos pondremos en contacto con usted!',
    });
    const [row] = await kit.t.db.select().from(contactMessages);
    expect(row?.locale).toBe('es');

    const visitor = await kit.smtp.waitForEmailTo('rut@example.org');
    expect(visitor.subject).toBe('Recibimos su mensaje');
    expect(visitor.text).toContain('Estimado(a) Rut:');
    expect(visitor.text).toContain('Gracias por escribirnos.');
    expect(visitor.text).toContain('Usted no está en nuestra lista de correo');
    expect(visitor.text).toContain(`${TEST_PUBLIC_URL}/es`);
    await staffEmailSaysSpanish();
  });

  it('posted to /es/contact without JavaScript: the same, and a Spanish unsubscribe link', async () => {
    const answer = outcome(
      await contactAction(pagePost('/es/contact', { ...contact, subscribe_to_newsletter: 'on' }) as never),
    );
    expect(answer.data).toMatchObject({
      ok: true,
      message: 'Gracias por su mensaje. ¡Pronto nos pondremos en contacto con usted!',
    });
    const [row] = await kit.t.db.select().from(contactMessages);
    expect(row?.locale).toBe('es');
    const visitor = await kit.smtp.waitForEmailTo('rut@example.org');
    expect(visitor.subject).toBe('Recibimos su mensaje');
    expect(visitor.text).toMatch(/Usted está en nuestra lista de correo\..+\/es\/unsubscribe\?token=/);
  });

  it('refuses a missing name in Spanish, on the page and through the API', async () => {
    const page = outcome(await contactAction(pagePost('/es/contact', { ...contact, name: '' }) as never));
    expect(page.init?.status).toBe(400);
    expect(page.data.fields).toEqual({ name: 'Escriba su nombre.' });

    const api = await kit.post('/api/contact/', { ...contact, name: '', locale: 'es' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      error: 'Por favor, corrija los campos señalados.',
      fields: { name: ['Escriba su nombre.'] },
    });
    expect(await kit.rows(contactMessages)).toBe(0);
  });
});

describe('the prayer request form in Spanish', () => {
  it('through the API: stores es, thanks and emails in Spanish, staff in English', async () => {
    const response = await kit.post('/api/prayer-request/', { ...prayer, ...human(), locale: 'es' });
    expect(response.json()).toEqual({
      message: 'Recibimos su petición de oración. Nuestro equipo de oración estará orando por usted.',
    });
    const [row] = await kit.t.db.select().from(prayerRequests);
    expect(row?.locale).toBe('es');
    const visitor = await kit.smtp.waitForEmailTo('ana@example.org');
    expect(visitor.subject).toBe('Recibimos su petición de oración');
    expect(visitor.text).toContain('Nos pidió mantenerla en privado');
    await staffEmailSaysSpanish();
  });

  it('posted to /es/prayer-request without JavaScript: stored as es and thanked in Spanish', async () => {
    const answer = outcome(await prayerAction(pagePost('/es/prayer-request', prayer) as never));
    expect(answer.data.message).toBe(
      'Recibimos su petición de oración. Nuestro equipo de oración estará orando por usted.',
    );
    const [row] = await kit.t.db.select().from(prayerRequests);
    expect(row?.locale).toBe('es');
  });
});

describe('the Bible study signup in Spanish', () => {
  it('through the API: stores es, thanks and emails in Spanish, staff in English', async () => {
    const response = await kit.post('/api/bible-study-signup/', {
      ...signup,
      devotional_choice: 'both',
      ...human(),
      locale: 'es',
    });
    expect(response.json()).toEqual({
      message: '¡Gracias por inscribirse! Le avisaremos cuando se confirme la fecha del estudio.',
    });
    const [row] = await kit.t.db.select().from(bibleStudySignups);
    expect(row?.locale).toBe('es');
    const visitor = await kit.smtp.waitForEmailTo('priscila@example.org');
    expect(visitor.subject).toBe('Ya está inscrito(a) en el estudio bíblico');
    expect(visitor.text).toContain(
      `El devocional que eligió: ambos devocionales. Descargas gratuitas: ${TEST_PUBLIC_URL}/es/resources`,
    );
    expect(visitor.text).toContain('El devocional está en inglés.');
    await staffEmailSaysSpanish();
  });

  it('posted to /es/bible-study-signup without JavaScript: Spanish refusal, then stored as es', async () => {
    const refused = outcome(
      await bibleStudyAction(pagePost('/es/bible-study-signup', { name: 'Priscila', email: 'p@x' }) as never),
    );
    expect(refused.data.fields).toMatchObject({
      email: 'Escriba un correo electrónico válido.',
      age_confirmed:
        'Debe confirmar que tiene 18 años o más para unirse a este estudio bíblico solo para adultos.',
    });
    const answer = outcome(
      await bibleStudyAction(pagePost('/es/bible-study-signup', { ...signup, age_confirmed: 'on' }) as never),
    );
    expect(answer.data.message).toBe(
      '¡Gracias por inscribirse! Le avisaremos cuando se confirme la fecha del estudio.',
    );
    const [row] = await kit.t.db.select().from(bibleStudySignups);
    expect(row?.locale).toBe('es');
  });
});

describe('the devotional and event leads in Spanish', () => {
  it('email the devotional in Spanish, saying the devotional is in English', async () => {
    const response = await kit.post('/api/devotional-lead/', {
      name: 'Lidia',
      email: 'lidia@example.org',
      ...human(),
      locale: 'es',
    });
    expect(response.json().message).toBe('¡Gracias! Su devocional se está descargando...');
    const visitor = await kit.smtp.waitForEmailTo('lidia@example.org');
    expect(visitor.subject).toMatch(/^Su devocional gratuito: /);
    expect(visitor.text).toContain('El devocional está en inglés.');
    await staffEmailSaysSpanish();
  });

  it('email the event details in Spanish with the Spanish events page', async () => {
    const response = await kit.post('/api/event-lead/', {
      name: 'Febe',
      email: 'febe@example.org',
      phone: '512-555-0100',
      ...human(),
      locale: 'es',
    });
    expect(response.json().message).toBe('¡Gracias! Le enviaremos los detalles de los eventos.');
    const visitor = await kit.smtp.waitForEmailTo('febe@example.org');
    expect(visitor.subject).toBe('Le enviaremos los detalles de los eventos');
    expect(visitor.text).toContain(`Próximos eventos: ${TEST_PUBLIC_URL}/es/events`);
  });
});
