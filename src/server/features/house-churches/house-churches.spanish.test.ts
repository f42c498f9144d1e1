/**
 * House churches for people who read Spanish (docs/product.md#languages): a join request or a leader
 * application sent from a Spanish page keeps its language, every email to that person is Spanish
 * with links to the Spanish pages, staff read English with the person's language named, and the
 * Spanish name and description staff write are what the public API gives the Spanish pages.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HC_ADMIN_API } from '#shared/house-churches/admin-contract.ts';
import type { PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { buildHouseChurchPayload, buildJoinPayload } from '#tests/helpers/generators/house-churches.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { houseChurchRegistrations, leaderApplications } from '#server/db/schema/index.ts';
import { seedDemoContent } from '#server/db/seed.ts';

const STAFF = 'staff@ministry.example';
const LIST = '/api/house-church/house-churches/';
const APPLY = '/api/house-church/house-church-leaders/apply/';

let t: TestAppWithMail;
beforeEach(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF }, smtp: true });
  await seedDemoContent(t.db, createTestClock());
});
afterEach(() => t.close());

const join = (id: number, payload: object) =>
  t.request({ method: 'POST', url: `${LIST}${id}/join/`, payload });

describe('a join request from a Spanish page', () => {
  it('stores Spanish, answers and emails the person in Spanish, and tells the leader and staff in English', async () => {
    const response = await join(3, buildJoinPayload({ locale: 'es' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: '¡Gracias! Recibimos su solicitud. El líder de la iglesia en casa la revisará.',
    });
    const [row] = await t.db.select().from(houseChurchRegistrations);
    expect(row).toMatchObject({ houseChurchId: 3, locale: 'es' });

    const mail = await t.smtp.waitForEmailTo('ruth@example.net');
    expect(mail.subject).toBe('Su solicitud para unirse a Cena de los viernes en Pflugerville');
    expect(mail.text).toContain('Estimado/a Ruth:');
    expect(mail.text).toContain('Viernes, 6:30 p. m. (3 horas), Falcon Pointe, Pflugerville, TX');
    expect(mail.text).toContain('Recibirá un correo de confirmación en 24 a 48 horas.');
    expect(mail.text).toContain('/es/house-churches/why');

    const leader = await t.smtp.waitForEmailTo('pflugerville.house@example.org');
    expect(leader.text).toContain('Someone has asked to join your house church, Pflugerville Supper Church.');
    expect(leader.text).toContain('Language: Spanish');
    const staff = await t.smtp.waitForEmailTo(STAFF);
    expect(staff.subject).toBe('New request to join Pflugerville Supper Church: Ruth Moab');
    expect(staff.text).toContain('Language: Spanish');
  });

  it('says what to fix in Spanish', async () => {
    const response = await join(3, buildJoinPayload({ email: 'nope', locale: 'es' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toEqual(['Escriba un correo electrónico válido.']);
    const full = await join(2, buildJoinPayload({ locale: 'es' }));
    expect(full.json().error).toBe(
      'Esta iglesia en casa está completa y por ahora no puede recibir miembros nuevos. Elija otra iglesia en casa.',
    );
  });
});

describe('staff decisions for a Spanish requester', () => {
  async function spanishRequest(churchId: number) {
    expect((await join(churchId, buildJoinPayload({ locale: 'es' }))).statusCode).toBe(201);
    await t.smtp.waitForEmailTo('ruth@example.net');
    const [row] = await t.db
      .select()
      .from(houseChurchRegistrations)
      .where(eq(houseChurchRegistrations.houseChurchId, churchId));
    return row!.id;
  }

  it('emails the approval with the meeting details in Spanish; staff see the request is Spanish', async () => {
    const id = await spanishRequest(1);
    const cookie = await signInAsStaff(t);
    const listed = await t.request({
      method: 'GET',
      url: `${HC_ADMIN_API.joinRequests}?status=pending`,
      headers: { cookie },
    });
    expect(listed.json().results[0]).toMatchObject({ id, locale: 'es' });
    const response = await t.request({ method: 'POST', url: HC_ADMIN_API.approve(id), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const mail = await t.smtp.waitForMessage((sent) => /^Bienvenido/.test(sent.subject ?? ''));
    expect(mail.subject).toBe(
      'Bienvenido/a a Iglesia en casa principal de Mueller: dónde y cuándo nos reunimos',
    );
    for (const detail of [
      'Buenas noticias: su solicitud para unirse a Iglesia en casa principal de Mueller fue aprobada.',
      'Dirección: 100 Demo Lane, Austin, TX 78723',
      'Cuándo: Domingo, 10:30 a. m. (2.5 horas)',
      'Su líder: Michael & Sarah Bennett, mueller.house@example.org o (512) 555-0101',
      '/es/house-churches/why',
    ]) {
      expect(mail.text).toContain(detail);
    }
  });
});

describe('a leader application from a Spanish page', () => {
  it('stores Spanish and confirms in Spanish; staff read English with the language named', async () => {
    const response = await t.request({
      method: 'POST',
      url: APPLY,
      payload: buildLeaderApplicationPayload({ locale: 'es' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      '¡Gracias! Recibimos su solicitud para ser líder de una iglesia en casa. Nos comunicaremos con usted en 1 a 3 días.',
    );
    const [row] = await t.db.select().from(leaderApplications);
    expect(row!.locale).toBe('es');
    const mail = await t.smtp.waitForEmailTo('priscilla@example.net');
    expect(mail.subject).toBe('Recibimos su solicitud para ser líder de una iglesia en casa');
    expect(mail.text).toContain(
      '- Primera revisión (1 a 3 días): Nuestro equipo lee su solicitud y ora por ella.',
    );
    expect(mail.text).toContain('/es/contact');
    const staff = await t.smtp.waitForEmailTo(STAFF);
    expect(staff.text).toContain('Language: Spanish');
    expect(staff.text).toContain('Years saved: 20+ years');
  });
});

describe('a church’s Spanish name and description', () => {
  it('are saved by staff and given by the public API, blank meaning none', async () => {
    const cookie = await signInAsStaff(t);
    const created = await t.request({
      method: 'POST',
      url: HC_ADMIN_API.churches,
      headers: { cookie },
      payload: buildHouseChurchPayload({
        name: 'Bouldin Creek House Church',
        name_es: 'Iglesia en casa de Bouldin Creek',
        description_es: 'Una cena sencilla y la Palabra.',
      }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const church = (await t.request({ method: 'GET', url: `${LIST}${id}/` })).json() as PublicHouseChurch;
    expect(church).toMatchObject({
      name: 'Bouldin Creek House Church',
      name_es: 'Iglesia en casa de Bouldin Creek',
      description_es: 'Una cena sencilla y la Palabra.',
    });
    const updated = await t.request({
      method: 'PUT',
      url: HC_ADMIN_API.church(id),
      headers: { cookie },
      payload: buildHouseChurchPayload({
        name: 'Bouldin Creek House Church',
        name_es: ' ',
        description_es: '',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name_es: null, description_es: null });
  });
});
