/**
 * Every kind of audit entry reads as a sentence (docs/product.md#audit-log): with the names found,
 * and without them (a person since erased, a record never named), never an id, a code or a column.
 */
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ENTRY_KINDS,
  type AuditSentenceParts,
  auditFieldName,
  auditSentence,
} from '#shared/audit/admin-words.ts';
import { auditEntryText } from '#shared/audit/entry-text.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** What a code looks like: snake_case, an entity's slug, a broken plural, a missing value. */
const NOT_WORDS =
  /\b[a-z]+_[a-z_]+\b|\b(join|house|leader|prayer|event|sign-out|recovery|staff)-[a-z]|\bsery\b|undefined|null|\s{2}/;

const entryOf = (kind: string) => {
  const [entity, action] = kind.split(':') as [string, string];
  return entity === 'sign-in' ? { area: 'sign-in', entity: null, action } : { area: 'any', entity, action };
};

describe('audit sentences', () => {
  const cases: AuditSentenceParts[] = [
    {
      name: 'Northside House Church',
      person: 'Samuel Reyes',
      values: { handled: 'true', year: '2025', roles: 'events' },
    },
    { name: null, person: null, values: {} },
  ];

  it.each(AUDIT_ENTRY_KINDS)('%s reads as a sentence, with or without names', (kind) => {
    for (const parts of cases) {
      const sentence = auditSentence(entryOf(kind), parts);
      expect(sentence).toMatch(/^[A-Z][a-z]/);
      expect(sentence).not.toMatch(UUID);
      expect(sentence).not.toMatch(NOT_WORDS);
    }
  });

  it('names the person and the record as people do', () => {
    const approve = { area: 'house-churches', entity: 'join-request', action: 'approve' };
    expect(auditSentence(approve, { ...cases[0]!, values: {} })).toBe(
      "Approved Samuel Reyes's request to join Northside House Church",
    );
    expect(auditSentence(approve, { name: 'Northside House Church', person: null, values: {} })).toBe(
      'Approved a request to join Northside House Church',
    );
    expect(
      auditSentence(
        { area: 'event-series', entity: 'event-series', action: 'create' },
        {
          name: "Women's Prayer Breakfast",
          person: null,
          values: {},
        },
      ),
    ).toBe("Created the series Women's Prayer Breakfast");
    expect(auditSentence({ area: 'sign-in', entity: 'staff-account', action: 'signed_in' }, cases[1]!)).toBe(
      'Signed in',
    );
  });

  it('reads an entry written before the words, or of a kind without words, as words', () => {
    // Entries written before the series' name was fixed say 'event-sery'.
    expect(
      auditSentence(
        { area: 'event-series', entity: 'event-sery', action: 'create' },
        { ...cases[1]!, name: 'Alpha' },
      ),
    ).toBe('Created the series Alpha');
    const unknown = auditSentence({ area: 'x', entity: 'gift-aid_claim', action: 'file_again' }, cases[1]!);
    expect(unknown).not.toMatch(NOT_WORDS);
  });
});

describe('audit details', () => {
  it('names changed fields in plain words, never their column names', () => {
    expect(auditFieldName('date_tbd')).toBe('date to be announced');
    expect(auditFieldName('is_online')).toBe('online');
    expect(auditFieldName('meeting_day')).toBe('meeting day');
    const { sentence, details } = auditEntryText(
      {
        area: 'prayer-requests',
        entity: 'prayer-request',
        action: 'update',
        changedFields: ['handled', 'staff_note'],
        summary: 'Fields: handled = true, staff_note',
      },
      { name: null, person: 'Ruth Park' },
    );
    // Never who asked for prayer, even while the request is held.
    expect(sentence).toBe('Marked a prayer request as handled');
    expect(details).toBe('Changed: handled, staff note');
  });

  it('keeps a route’s own words and says only that a sign-in was slowed', () => {
    const roles = auditEntryText(
      {
        area: 'staff',
        entity: 'staff',
        action: 'roles',
        changedFields: ['roles'],
        summary: 'Roles of ann: events → giving',
      },
      { name: 'ann', person: null },
    );
    expect(roles).toEqual({ sentence: 'Changed the roles of ann', details: 'Roles of ann: events → giving' });
    const slowed = auditEntryText(
      {
        area: 'sign-in',
        entity: null,
        action: 'wrong_credentials',
        changedFields: [],
        summary: 'Wrong password or unknown username; made to wait first',
      },
      { name: null, person: null },
    );
    expect(slowed.details).toBe('Made to wait first.');
  });
});
