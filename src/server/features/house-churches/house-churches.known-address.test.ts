/**
 * Nothing reveals who belongs (docs/product.md#house-church-capacity-and-joining): asking to join a house
 * church with an address that already asked used to answer 200 "You have already asked to join this house
 * church", so anyone could learn who belongs to which church. Now the API and the page (without
 * JavaScript) answer exactly as for a new address, and the owner of the address is the one told, by email.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as joinPageAction } from '#client/routes/house-churches.join.tsx';
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import {
  buildJoinPayload,
  insertHouseChurch,
  insertJoinRequest,
} from '#tests/helpers/generators/house-churches.ts';
import { emailOutbox, houseChurchRegistrations } from '#server/db/schema/index.ts';

const MINUTE = 60_000;
// Ahead of the real time, so the outbox finds every email due by this clock.
const clock = createTestClock(new Date(Date.now() + 24 * 60 * MINUTE));
const person = () => ({ website: '', form_started_at: clock.now().getTime() - 8000 });

let t: TestAppWithMail;
let churchId: number;
beforeEach(async () => {
  t = await createTestApp({ smtp: true, clock, env: { STAFF_EMAIL: 'staff@ministry.test' } });
  churchId = (await insertHouseChurch(t.db, { name: 'Hyde Park Table', leaderEmail: 'leader@example.org' }))
    .id;
});
afterEach(() => t.close());

const joinApi = (email: string) =>
  t.request({
    method: 'POST',
    url: `/api/house-church/house-churches/${churchId}/join/`,
    payload: { ...buildJoinPayload({ email }), ...person() },
  });

/** The join page's form posted without JavaScript, through the page's own action. */
async function joinPage(email: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...buildJoinPayload({ email }), ...person() })) {
    form.set(name, String(value));
  }
  const result = (await joinPageAction({
    request: new Request(`http://localhost:3000/house-churches/${churchId}/join`, {
      method: 'POST',
      body: form,
    }),
    params: { id: String(churchId) },
    context: { services: t.app.services },
  } as never)) as { data: { ok: boolean; message: string }; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, outcome: result.data };
}

const emailsTo = async (address: string) => {
  await t.app.services.outbox.idle();
  return t.db
    .select({ kind: emailOutbox.kind, status: emailOutbox.status, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(emailOutbox.createdAt);
};

describe('asking again to join a house church', () => {
  it('answers the API exactly as a first request, and an hour later emails the owner "already asked"', async () => {
    const first = await joinApi('ruth@example.net');
    const again = await joinApi('Ruth@Example.net');
    const stranger = await joinApi('naomi@example.net');
    expect([first.statusCode, again.statusCode, stranger.statusCode]).toEqual([201, 201, 201]);
    expect(again.json()).toEqual(stranger.json());
    expect(again.json()).toEqual({ message: HOUSE_CHURCH_WORDS.in('en')('join.joined') });

    clock.advance(60 * MINUTE);
    expect((await joinApi('RUTH@example.net')).statusCode).toBe(201);
    const replies = await emailsTo('ruth@example.net');
    expect(replies.map((r) => r.kind)).toEqual(['house-church.join.confirmation']);
    const [already] = await emailsTo('RUTH@example.net');
    expect(already).toMatchObject({ kind: 'house-church.join.already-asked', status: 'sent' });
    expect(already!.text).toContain('You had already asked to join, so nothing has changed');
    expect(already!.text).toContain('Hyde Park Table');
    const mail = await t.smtp.waitForMessage(
      (m) => m.subject === 'You have already asked to join Hyde Park Table',
    );
    expect(mail.text).toContain('If you did not send this request, you do not need to do anything.');

    // Still one request for Ruth; the leader and staff heard of the first only.
    const rows = await t.db
      .select()
      .from(houseChurchRegistrations)
      .where(and(eq(houseChurchRegistrations.houseChurchId, churchId)));
    expect(rows.map((r) => r.email).sort()).toEqual(['naomi@example.net', 'ruth@example.net']);
    expect((await emailsTo('leader@example.org')).length).toBe(2);
  });

  it('answers the page posted without JavaScript exactly as a first request', async () => {
    const first = await joinPage('ruth@example.net');
    const again = await joinPage('RUTH@example.net');
    const stranger = await joinPage('naomi@example.net');
    expect(first).toEqual({
      status: 200,
      outcome: { ok: true, message: HOUSE_CHURCH_WORDS.in('en')('join.joined') },
    });
    expect(again).toEqual(first);
    expect(stranger).toEqual(first);
  });

  it('answers a full church with the same 409 whether or not the address already asked to join it', async () => {
    const full = await insertHouseChurch(t.db, { name: 'Full Table', currentMembers: 12, maxCapacity: 12 });
    await insertJoinRequest(t.db, { houseChurchId: full.id, email: 'known@example.net' });
    const joinFull = (email: string) =>
      t.request({
        method: 'POST',
        url: `/api/house-church/house-churches/${full.id}/join/`,
        payload: { ...buildJoinPayload({ email }), ...person() },
      });
    const known = await joinFull('Known@example.net');
    const unknown = await joinFull('stranger@example.net');
    expect([known.statusCode, unknown.statusCode]).toEqual([409, 409]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ error: HOUSE_CHURCH_WORDS.in('en')('join.full') });
  });
});
