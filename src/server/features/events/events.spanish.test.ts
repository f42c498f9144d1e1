/**
 * Events for people who answer in Spanish (docs/product.md#languages, #rsvps-and-seats,
 * #event-reminders, #staff-events): an RSVP sent from /es (the page's form without JavaScript, or the
 * API with locale 'es') stores its language, its answer and confirmation email are Spanish with links
 * to the Spanish pages, its reminder is Spanish, and staff save an event's Spanish words.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { action as eventPageAction } from '#client/routes/events.detail.tsx';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock, type TestClock } from '#tests/helpers/clock.ts';
import { buildEventPayload, insertEvent } from '#tests/helpers/generators/events.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { recipientsOf } from '#tests/fakes/smtp-server.ts';
import { eventRsvps } from '#server/db/schema/index.ts';

const es = EVENTS_WORDS.in('es');
const HOUR = 3_600_000;
/** Saturday, June 15, 2030, 7 PM in Austin (CDT, UTC-5). */
const START = new Date('2030-06-16T00:00:00Z');

let t: TestAppWithMail;
let clock: TestClock;

beforeEach(async () => {
  clock = createTestClock(new Date('2030-06-01T15:00:00Z'));
  t = await createTestApp({ clock, smtp: true });
  await t.app.services.eventReminders.stop();
});
afterEach(() => t.close());

const spanishEvent = () =>
  insertEvent(t.db, {
    title: 'Night of Worship',
    titleEs: 'Noche de adoración',
    descriptionEs: 'Una noche para adorar juntos.',
    date: START,
    endDate: new Date(START.getTime() + 2.5 * HOUR),
    location: 'Ministry Center',
  });

const storedLocale = async (email: string) =>
  (await t.db.select().from(eventRsvps).where(eq(eventRsvps.email, email)))[0]?.locale;

describe('an RSVP in Spanish', () => {
  it('from the API with locale es: stored as es, answered in Spanish, confirmed by a Spanish email with /es links', async () => {
    const event = await spanishEvent();
    const response = await t.request({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp/`,
      payload: { name: 'Rut Gómez', email: 'rut@example.org', guests: 3, locale: 'es' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      '¡Gracias, Rut! Su asistencia para 3 personas está confirmada. Le enviamos un correo de confirmación.',
    );
    expect(await storedLocale('rut@example.org')).toBe('es');

    const mail = await t.smtp.waitForEmailTo('rut@example.org');
    expect(mail.subject).toBe('Su confirmación: Noche de adoración, sábado, 15 de junio de 2030');
    expect(mail.text).toContain('Estimado/a Rut Gómez:');
    expect(mail.text).toContain(
      '¡Gracias por confirmar su asistencia! Le guardamos lugar en Noche de adoración para 3 personas.',
    );
    expect(mail.text).toContain('Fecha: sábado, 15 de junio de 2030');
    expect(mail.text).toMatch(/Hora: 7:00\sp\.\s?m\.\s–\s9:30\sp\.\s?m\./);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/es/events/${event.id}`);
    expect(mail.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/es/events/rsvp\\?token=[\\w-]{43}`));
    expect(mail.text).not.toContain('Thank you');
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8');
    // The calendar entry keeps the event's own title; its description is the Spanish one.
    expect(ics).toContain('SUMMARY:Night of Worship');
    expect(ics).toContain('Una noche para adorar juntos.');
  });

  it('from the /es event page without JavaScript: stored as es, answered and emailed in Spanish', async () => {
    const event = await spanishEvent();
    const form = new FormData();
    form.set('name', 'Ana Ruiz');
    form.set('email', 'ana@example.org');
    form.set('guests', '1');
    form.set('attending', 'yes');
    form.set('locale', 'es');
    form.set('website', '');
    form.set('form_started_at', String(clock.now().getTime() - 20_000));
    const request = new Request(`${TEST_PUBLIC_URL}/es/events/${event.id}`, { method: 'POST', body: form });
    const answer = (await eventPageAction({
      request,
      params: { id: String(event.id) },
      context: { services: t.app.services } as unknown as AppLoadContext,
    } as never)) as { data: { ok: boolean; message: string } };
    expect(answer.data).toMatchObject({
      ok: true,
      message: es('rsvp.success', { first: 'Ana', count: 1 }),
    });
    expect(await storedLocale('ana@example.org')).toBe('es');
    const mail = await t.smtp.waitForEmailTo('ana@example.org');
    expect(mail.subject).toBe('Su confirmación: Noche de adoración, sábado, 15 de junio de 2030');
    expect(mail.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/es/events/rsvp\\?token=[\\w-]{43}`));
  });

  it('is reminded in Spanish, with the Spanish pages, while an English RSVP is reminded in English', async () => {
    const event = await spanishEvent();
    for (const [email, locale] of [
      ['lupe@example.org', 'es'],
      ['ann@example.org', 'en'],
    ] as const) {
      await t.request({
        method: 'POST',
        url: `/api/events/${event.id}/rsvp/`,
        payload: { name: email.split('@')[0], email, locale },
      });
      await t.smtp.waitForEmailTo(email);
    }
    clock.set(new Date(START.getTime() - 47 * HOUR));
    expect(await t.app.services.eventReminders.runIfDue()).toBe(2);

    await t.app.services.outbox.idle();
    const to = (address: string, subject: string) =>
      t.smtp.messages.find(
        (mail) => recipientsOf(mail).includes(address) && (mail.subject ?? '').startsWith(subject),
      )!;
    const reminder = to('lupe@example.org', 'Recordatorio');
    expect(reminder.subject).toBe('Recordatorio: Noche de adoración, sábado, 15 de junio de 2030');
    expect(reminder.text).toContain(es('reminder.opening', { title: 'Noche de adoración' }));
    expect(reminder.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/es/events/rsvp\\?token=[\\w-]{43}`));
    const english = to('ann@example.org', 'Reminder');
    expect(english.subject).toBe('Reminder: Night of Worship, Saturday, June 15, 2030');
  });
});

describe("an event's Spanish words", () => {
  it('are saved by staff and returned by the public API; blank ones are none', async () => {
    const cookie = await signInAsStaff(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventPayload({
        title_es: 'Culto de restauración',
        subtitle_es: '',
        description_es: 'Un culto para los cansados.',
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const read = (await t.request({ method: 'GET', url: `/api/events/${id}/` })).json();
    expect(read).toMatchObject({
      title_es: 'Culto de restauración',
      subtitle_es: null,
      description_es: 'Un culto para los cansados.',
    });
  });
});
