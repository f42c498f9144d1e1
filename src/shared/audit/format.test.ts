/** The audit log's CSV and words (docs/product.md#audit-log): the exports' conventions, site time. */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from '#shared/lists/csv.ts';
import {
  AUDIT_CSV_COLUMNS,
  type AuditEntry,
  auditActionLabel,
  auditAreaLabel,
  auditTargetText,
} from '#shared/audit/format.ts';

const entry: AuditEntry = {
  id: 7,
  at: '2026-07-01T04:30:00.000Z',
  user_id: '3f2b4c1e-0000-4000-8000-000000000001',
  username: '=HYPERLINK("http://x")',
  ip: '198.51.100.7',
  area: 'prayer-requests',
  action: 'update',
  entity: 'prayer-request',
  entity_id: 'b1',
  summary: 'Fields: handled = true, note',
  sentence: "Marked Ruth Park's prayer request as handled",
  details: 'Changed: handled, note',
};

describe('the audit CSV', () => {
  it('has one row per entry, the time in the site zone and in UTC, and neutralises formulas', () => {
    const csv = toCsv(AUDIT_CSV_COLUMNS, [entry]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'When (America/Chicago),When (UTC),Person,IP address,Area,Action,Summary,Details,Record,Record ID,Entry',
    );
    expect(row).toBe(
      `2026-06-30 23:30:00,2026-07-01T04:30:00.000Z,"'=HYPERLINK(""http://x"")",198.51.100.7,Prayer requests,Changed,Marked Ruth Park's prayer request as handled,"Changed: handled, note",prayer request,b1,7`,
    );
  });
});

describe('audit words', () => {
  it('labels known areas and actions and reads others as words', () => {
    expect(auditAreaLabel('sign-in')).toBe('Sign-in');
    expect(auditAreaLabel('leader-applications')).toBe('Leader applications');
    expect(auditAreaLabel('bible-study')).toBe('Bible study');
    expect(auditActionLabel('wrong_credentials')).toBe('Failed sign-in');
    expect(auditActionLabel('archive')).toBe('Archive');
    expect(auditTargetText({ entity: 'join-request', entity_id: '12' })).toBe('join request 12');
  });
});
