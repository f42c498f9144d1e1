/**
 * Staff review of leader applications over the real API, a real database and real SMTP: the list
 * by status, the whole application with both references, the allowed status moves and the refused
 * ones, staff notes, the applicant's email on a decision (once), and the staff-only guard.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HC_ADMIN_API, applicationMoveRefused } from '#shared/house-churches/admin-contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { buildLeaderApplication } from '#tests/helpers/generators/leader-applications.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';
import { emailOutbox, leaderApplications } from '#server/db/schema/index.ts';

let t: TestAppWithMail;
let cookie: string;

const application = (email: string, firstName: string, createdAt: string) =>
  buildLeaderApplication({
    firstName,
    lastName: 'Aquila',
    email,
    reference1Relationship: 'Mentor',
    createdAt: new Date(createdAt),
  });

let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ smtp: true });
  cookie = await signInAsStaff(t);
  const rows = await t.db
    .insert(leaderApplications)
    .values([
      application('priscilla@example.net', 'Priscilla', '2026-06-01T10:00:00Z'),
      application('lydia@example.net', 'Lydia', '2026-06-03T10:00:00Z'),
      application('phoebe@example.net', 'Phoebe', '2026-06-02T10:00:00Z'),
    ])
    .returning({ id: leaderApplications.id, firstName: leaderApplications.firstName });
  ids = Object.fromEntries(rows.map((row) => [row.firstName, row.id]));
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, headers: { cookie } });
const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: HC_ADMIN_API.application(id), headers: { cookie }, payload });
const decisionEmails = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;

describe('leader applications', () => {
  it('lists newest first, filtered by status and searched by name', async () => {
    const all = (await get(HC_ADMIN_API.applications)).json();
    expect(all.count).toBe(3);
    expect(all.results.map((a: { first_name: string }) => a.first_name)).toEqual([
      'Lydia',
      'Phoebe',
      'Priscilla',
    ]);
    expect(all.results[0]).not.toHaveProperty('reference1_email');
    expect((await get(`${HC_ADMIN_API.applications}?status=received`)).json().count).toBe(3);
    expect((await get(`${HC_ADMIN_API.applications}?status=reviewing`)).json().count).toBe(0);
    expect((await get(`${HC_ADMIN_API.applications}?search=phoebe%20aq`)).json().results).toHaveLength(1);
    expect((await get(`${HC_ADMIN_API.applications}?status=maybe`)).statusCode).toBe(400);
  });

  it('shows everything, both references included; 404 for unknown ids', async () => {
    const detail = (await get(HC_ADMIN_API.application(ids.Priscilla!))).json();
    expect(detail).toMatchObject({
      first_name: 'Priscilla',
      years_saved: 21,
      testimony: 'Met Jesus in a tent-making shop.',
      reference1_name: 'Paul Tarsus',
      reference1_email: 'paul@example.net',
      reference1_relationship: 'Mentor',
      reference2_name: 'Apollos Alexandria',
      reference2_phone: '512-555-0151',
      reference2_relationship: null,
      statement_of_faith_agreed: true,
      status: 'received',
      notes: null,
    });
    for (const bad of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await get(HC_ADMIN_API.application(bad))).statusCode).toBe(404);
    }
  });

  it('moves received → reviewing → approved with notes, emailing the applicant once', async () => {
    const id = ids.Priscilla!;
    const skip = await patch(id, { status: 'approved' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ error: applicationMoveRefused('received', 'approved') });
    expect(skip.json().error).toBe('An application that is received can move to reviewing, not to approved.');

    const reviewing = await patch(id, { status: 'reviewing', notes: '  Called Paul: warm reference.  ' });
    expect(reviewing.statusCode).toBe(200);
    expect(reviewing.json()).toMatchObject({ status: 'reviewing', notes: 'Called Paul: warm reference.' });
    expect(await decisionEmails()).toBe(0);

    const notesOnly = await patch(id, { notes: 'Called Paul and Apollos.' });
    expect(notesOnly.json()).toMatchObject({ status: 'reviewing', notes: 'Called Paul and Apollos.' });

    const approved = await patch(id, { status: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved', notes: 'Called Paul and Apollos.' });
    const mail = await t.smtp.waitForEmailTo('priscilla@example.net');
    expect(mail.subject).toBe('Your application to lead a house church: approved');
    expect(mail.text).toContain('we are glad to say yes');

    const back = await patch(id, { status: 'reviewing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('This application is already approved; that decision is final.');
    expect((await patch(id, { status: 'approved' })).statusCode).toBe(200);
    await t.app.services.outbox.idle();
    expect(await decisionEmails()).toBe(1);
    const [row] = await t.db.select().from(leaderApplications).where(eq(leaderApplications.id, id));
    expect(row!.status).toBe('approved');
  });

  it('declines after review with a kind email', async () => {
    const id = ids.Lydia!;
    await patch(id, { status: 'reviewing' });
    expect((await patch(id, { status: 'declined' })).json().status).toBe('declined');
    const mail = await t.smtp.waitForEmailTo('lydia@example.net');
    expect(mail.text).toContain('This is not a judgement of your faith or your worth.');
  });

  it('refuses unknown statuses, unknown fields and overlong notes', async () => {
    const id = ids.Phoebe!;
    const bad = await patch(id, { status: 'hired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toEqual(['Please choose a status.']);
    expect((await patch(id, { email: 'x@example.net' })).json().fields.email).toEqual([
      'This field is not allowed.',
    ]);
    expect((await patch(id, { notes: 'x'.repeat(5001) })).json().fields.notes).toEqual([
      'Notes are at most 5000 characters.',
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request({ method: 'GET', url: HC_ADMIN_API.application(ids.Phoebe!) })).statusCode).toBe(
      401,
    );
    const write = await t.request({
      method: 'PATCH',
      url: HC_ADMIN_API.application(ids.Phoebe!),
      payload: {},
    });
    expect(write.statusCode).toBe(401);
  });
});
