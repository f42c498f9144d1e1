/**
 * The audit log reads as people speak (docs/product.md#audit-log): every kind of entry the site can
 * write has a sentence, records are named (a deleted event still by its title), changed fields have
 * plain names, and a person is named only while their record is held: once their address is erased
 * (docs/product.md#privacy-export-and-erasure) the log no longer names them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/audit/contract.ts';
import { AUDIT_ENTRY_KINDS, auditSentenceKey } from '#shared/audit/admin-words.ts';
import type { Page } from '#shared/lists/format.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { buildEventPayload } from '#tests/helpers/generators/events.ts';
import { insertHouseChurch, insertJoinRequest } from '#tests/helpers/generators/house-churches.ts';
import { signInAsStaff } from '#tests/helpers/staff.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/;

describe('the audit log in words', () => {
  let t: TestApp;
  let cookie: string;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, payload, headers: { cookie } });
  const readLog = async () => {
    const response = await api('GET', '/api/admin/audit/?page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page<AuditEntry>).results;
  };
  const sentences = async () => (await readLog()).map((entry) => entry.sentence);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signInAsStaff(t);
  });
  afterAll(() => t.close());

  it('has a sentence for every kind of entry the site writes', () => {
    const kinds = [
      ...t.app.auditTargets.map((target) => ({ ...target, key: auditSentenceKey(target) })),
      // Written by their own code rather than the hook: content edits, sign-ins, an accepted invitation.
      ...['save-draft', 'discard-draft', 'publish', 'restore'].map((action) => ({
        route: 'content',
        key: auditSentenceKey({ area: 'content', entity: 'document', action }),
      })),
      { route: 'sign-in', key: auditSentenceKey({ area: 'sign-in', entity: null, action: 'signed_in' }) },
      { route: 'accept', key: auditSentenceKey({ area: 'staff', entity: 'invitation', action: 'accepted' }) },
    ];
    const unworded = kinds.filter((kind) => !AUDIT_ENTRY_KINDS.includes(kind.key)).map((kind) => kind.route);
    expect(unworded).toEqual([]);
  });

  it('names the records, in plain words, and forgets a person once erased', async () => {
    const series = await api(
      'POST',
      '/api/admin/event-series/',
      buildEventPayload({
        title: "Women's Prayer Breakfast",
        date: '2027-02-06T09:00',
        end_date: '2027-02-06T10:30',
        repeat: 'weekly',
        weekdays: ['SA'],
        ends: 'count',
        count: 3,
      }),
    );
    expect(series.statusCode, series.body).toBe(201);

    const created = await api('POST', '/api/events/', buildEventPayload({ title: 'Harvest Supper' }));
    expect(created.statusCode, created.body).toBe(201);
    const eventId = (created.json() as { id: number }).id;
    const changed = await api(
      'PUT',
      `/api/events/${eventId}/`,
      buildEventPayload({
        title: 'Harvest Supper',
        date_tbd: true,
        is_online: true,
        online_url: 'https://example.org/live',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api('DELETE', `/api/events/${eventId}/`)).statusCode).toBeLessThan(300);

    const church = await insertHouseChurch(t.db, { name: 'Northside House Church' });
    const request = await insertJoinRequest(t.db, {
      houseChurchId: church.id,
      firstName: 'Samuel',
      lastName: 'Reyes',
      email: 'samuel@example.net',
    });
    const approved = await api('POST', `/api/admin/house-churches/join-requests/${request.id}/approve/`, {});
    expect(approved.statusCode, approved.body).toBe(200);

    const said = await sentences();
    expect(said).toEqual(
      expect.arrayContaining([
        "Created the series Women's Prayer Breakfast",
        'Created the event Harvest Supper',
        'Changed the event Harvest Supper',
        'Deleted the event Harvest Supper',
        "Approved Samuel Reyes's request to join Northside House Church",
      ]),
    );
    const change = (await readLog()).find((entry) => entry.sentence === 'Changed the event Harvest Supper')!;
    expect(change.details).toMatch(/^Changed: .*date to be announced/);
    expect(change.details).toContain('online link');
    for (const entry of await readLog()) {
      const shown = `${entry.sentence} ${entry.details}`;
      expect(shown).not.toMatch(UUID);
      expect(shown).not.toMatch(SNAKE_CASE);
      expect(shown).not.toMatch(/\bsery\b/);
    }

    const erased = await api('POST', '/api/admin/privacy/erase/', {
      email: 'samuel@example.net',
      confirm_email: 'samuel@example.net',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await readLog();
    expect(after.map((entry) => entry.sentence)).toContain(
      'Approved a request to join Northside House Church',
    );
    expect(JSON.stringify(after)).not.toContain('Samuel');
    expect(JSON.stringify(after)).not.toContain('Reyes');
  });
});
