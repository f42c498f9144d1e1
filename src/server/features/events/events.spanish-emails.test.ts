/**
 * The events area's later emails and answers for people who use Spanish (docs/product.md#languages,
 * #change-notices, #waitlist, #rsvps-and-seats): a Spanish RSVP's change notice and cancellation, and a
 * Spanish waitlist entry's offer, are written in Spanish with links under /es; the RSVP form's
 * validation messages and the "only n spots left" refusal are Spanish for a request in Spanish (API
 * and page action), English for a caller that sends no language.
 */
import type { AppLoadContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as eventPageAction } from '#client/routes/events.detail.tsx';
import { action as waitlistPageAction } from '#client/routes/events.waitlist.tsx';
import { action as managePageAction } from '#client/routes/events.rsvp.tsx';
import { EVENTS_WORDS, type Event } from '#shared/events/contract.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertEvent, insertRsvp } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { waitlistHelpers } from '#tests/helpers/waitlist.ts';

const es = EVENTS_WORDS.in('es');
let t: TestAppWithMail;
let clock: TestClock;
const w = waitlistHelpers(() => t);

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  t = await createTestApp({ clock, smtp: true });
});
afterEach(() => t.close());

const MANAGE_LINK = new RegExp(`${TEST_PUBLIC_URL}/es/events/rsvp\\?token=[\\w-]{43}`);

describe('a Spanish RSVP is told of changes in Spanish', () => {
  async function spanishAttendee() {
    const cookie = await signInAsStaff(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventPayload({
        title: 'Night of Worship',
        title_es: 'Noche de adoración',
        date: '2030-12-14T19:00',
        end_date: '2030-12-14T21:30',
      }),
    });
    const event = created.json<Event>();
    await insertRsvp(t.db, { eventId: event.id, name: 'Rut Gómez', email: 'rut@example.org', locale: 'es' });
    await insertRsvp(t.db, { eventId: event.id, name: 'Ann Lee', email: 'ann@example.org' });
    return { event, cookie };
  }

  it('a change of time: a Spanish notice with Spanish dates and links under /es; English to an English RSVP', async () => {
    const { event, cookie } = await spanishAttendee();
    const changed = await t.request({
      method: 'PUT',
      url: `/api/events/${event.id}/`,
      headers: { cookie },
      payload: buildEventPayload({
        title: 'Night of Worship',
        title_es: 'Noche de adoración',
        date: '2030-12-21T19:00',
        end_date: '2030-12-21T21:30',
      }),
    });
    expect(changed.statusCode).toBe(200);
    const [notice] = await w.emailsTo('rut@example.org', 'Cambio');
    expect(notice?.subject).toBe('Cambio: Noche de adoración');
    expect(notice?.text).toContain('Estimado/a Rut Gómez:');
    expect(notice?.text).toContain(
      'La hora o el lugar de Noche de adoración cambió. Estos son los nuevos detalles:',
    );
    expect(notice?.text).toContain('Fecha: sábado, 21 de diciembre de 2030');
    expect(notice?.text).toContain('Lugar: Ministry Center');
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/es/events/${event.id}`);
    expect(notice?.text).toMatch(MANAGE_LINK);
    expect(notice?.text).not.toContain('Date:');
    const [english] = await w.emailsTo('ann@example.org', 'Changed');
    expect(english?.subject).toBe('Changed: Night of Worship');
    expect(english?.text).toContain('Date: Saturday, December 21, 2030');
  });

  it('a cancellation: a Spanish email', async () => {
    const { event, cookie } = await spanishAttendee();
    await t.request({ method: 'POST', url: `/api/admin/events/${event.id}/cancel/`, headers: { cookie } });
    const [cancelled] = await w.emailsTo('rut@example.org', 'Cancelado');
    expect(cancelled?.subject).toBe('Cancelado: Noche de adoración');
    expect(cancelled?.text).toContain(
      'Lamentamos avisarle que Noche de adoración se canceló. Su confirmación no necesita nada más de usted.',
    );
    expect(cancelled?.text).toContain(`${TEST_PUBLIC_URL}/es/events/${event.id}`);
  });
});

describe('a Spanish waitlist entry', () => {
  it('is answered in Spanish, and offered freed seats in a Spanish email with its link under /es', async () => {
    const event = await insertEvent(t.db, {
      title: 'Night of Worship',
      titleEs: 'Noche de adoración',
      rsvpLimit: 2,
    });
    const samToken = await w.rsvpToken(event.id, { name: 'Sam', email: 'sam@example.org', guests: 2 });
    const joined = await w.join(event.id, {
      name: 'Rut Gómez',
      email: 'rut@example.org',
      guests: 2,
      locale: 'es',
    });
    expect(joined.json().message).toBe(
      es('waitlist.joined', { first: 'Rut', place: 1, party: '2 personas' }),
    );
    const [confirmation] = await w.emailsTo('rut@example.org', 'En la lista de espera');
    expect(confirmation?.text).toContain('Su lugar en la lista: 1');
    expect(confirmation?.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/es/events/waitlist\\?token=`));

    expect((await w.cancelRsvp(samToken)).statusCode).toBe(200);
    const [offer] = await w.emailsTo('rut@example.org', 'Hay lugares libres');
    expect(offer?.subject).toBe('Hay lugares libres para usted: Noche de adoración');
    expect(offer?.text).toContain(
      'Buenas noticias: se liberaron lugares en Noche de adoración, y son suyos si los quiere.',
    );
    expect(offer?.text).toMatch(
      /Le guardamos lugares para 2 personas hasta el domingo, 2 de junio de 2030 a las 10:00\sa\.\s?m\.\s\S+/,
    );
    expect(offer?.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/es/events/waitlist\\?token=[\\w-]+`));
    expect(offer?.text).not.toContain('Good news');
  });
});

describe('the /es waitlist page without JavaScript', () => {
  it("takes the form kit's language field and answers in Spanish", async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 1 });
    await w.rsvpToken(event.id, { name: 'Sam', email: 'sam@example.org' });
    await w.join(event.id, { name: 'Rut Gómez', email: 'rut@example.org', locale: 'es' });
    const token = await w.tokenFrom('rut@example.org', 'En la lista de espera');
    const form = new FormData();
    form.set('answer', 'leave');
    form.set('locale', 'es');
    const request = new Request(`${TEST_PUBLIC_URL}/es/events/waitlist`, { method: 'POST', body: form });
    const privateLinks = { read: () => new URLSearchParams({ token }) };
    const answer = (await waitlistPageAction({
      request,
      params: {},
      context: { services: { ...t.app.services, privateLinks } } as unknown as AppLoadContext,
    } as never)) as { data: { ok: boolean; message: string } };
    expect(answer.data).toMatchObject({ ok: true, message: es('waitlist.left') });
  });
});

describe('the /es manage page without JavaScript', () => {
  it("cancels with the form kit's language field and lands on the Spanish page", async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 5 });
    const token = await w.rsvpToken(event.id, { name: 'Rut', email: 'rut@example.org' });
    const form = new FormData();
    form.set('intent', 'cancel');
    form.set('locale', 'es');
    const request = new Request(`${TEST_PUBLIC_URL}/es/events/rsvp`, { method: 'POST', body: form });
    const privateLinks = { read: () => new URLSearchParams({ token }), clearHeaders: () => new Headers() };
    const answer = (await managePageAction({
      request,
      params: {},
      context: { services: { ...t.app.services, privateLinks } } as unknown as AppLoadContext,
    } as never)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/es/events/rsvp?cancelled=${event.id}`);
    expect((await w.seatsOf(event.id)).rsvp_count).toBe(0);
  });
});

describe('refusals and validation in the language of the request', () => {
  it('the API: a Spanish validation message and "only n spots left" for locale es, English without it', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 3 });
    const blank = await w.rsvp(event.id, { name: '', email: 'rut@example.org', locale: 'es' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toEqual(['Escriba su nombre']);
    const english = await w.rsvp(event.id, { name: '', email: 'rut@example.org' });
    expect(english.json().fields.name).toEqual(['Name is required']);

    const big = await w.rsvp(event.id, { name: 'Rut', email: 'rut@example.org', guests: 5, locale: 'es' });
    expect(big.statusCode).toBe(409);
    expect(big.json().error).toBe(
      'Lo sentimos, para este evento solo hay 3 lugares disponibles. Por favor, elija menos personas.',
    );
    const bigEnglish = await w.rsvp(event.id, { name: 'Ann', email: 'ann@example.org', guests: 5 });
    expect(bigEnglish.json().error).toBe(
      'Sorry, only 3 spots are left for this event. Please lower the number of guests.',
    );
  });

  it('the /es event page without JavaScript: the same Spanish messages', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 1 });
    const post = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        attending: 'yes',
        locale: 'es',
        website: '',
        form_started_at: String(clock.now().getTime() - 20_000),
        ...fields,
      }))
        form.set(name, value);
      const request = new Request(`${TEST_PUBLIC_URL}/es/events/${event.id}`, { method: 'POST', body: form });
      return (
        (await eventPageAction({
          request,
          params: { id: String(event.id) },
          context: { services: t.app.services } as unknown as AppLoadContext,
        } as never)) as { data: { ok: boolean; message: string; fields?: Record<string, string> } }
      ).data;
    };
    const invalid = await post({ name: 'Rut', email: 'no-es-un-correo', guests: '1' });
    expect(invalid.fields?.email).toBe(es('form.emailInvalid'));
    const tooMany = await post({ name: 'Rut', email: 'rut@example.org', guests: '2' });
    expect(tooMany).toMatchObject({
      ok: false,
      message: 'Lo sentimos, para este evento solo hay 1 lugar disponible. Por favor, elija menos personas.',
    });
  });

  it('the manage link: a Spanish answer and refusal for a change sent in Spanish', async () => {
    const event = await insertEvent(t.db, { rsvpLimit: 3 });
    const token = await w.rsvpToken(event.id, { name: 'Rut', email: 'rut@example.org', guests: 2 });
    const change = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/api/events/rsvp/?token=${encodeURIComponent(token)}`, payload });
    const tooMany = await change({ attending: true, guests: 5, locale: 'es' });
    expect(tooMany.json().error).toBe(
      'Lo sentimos, solo queda 1 lugar más, así que su grupo puede ser de 3 personas como máximo. Por favor, elija menos.',
    );
    const saved = await change({ attending: true, guests: 3, locale: 'es' });
    expect(saved.json().message).toBe('Guardado. Asistirá con 3 personas.');
  });
});
