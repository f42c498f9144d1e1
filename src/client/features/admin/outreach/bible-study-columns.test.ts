import { describe, expect, it } from 'vitest';
import { toCsv } from '#shared/lists/csv.ts';
import type { BibleStudySignup } from '#shared/outreach/admin-contract.ts';
import { BIBLE_STUDY_CSV } from '#client/features/admin/outreach/bible-study-columns.ts';

const signup = (over: Partial<BibleStudySignup>): BibleStudySignup => ({
  id: '1',
  name: 'Lydia',
  email: 'lydia@example.org',
  phone: '512-555-0199',
  interests: 'Prophecy, Romans',
  notifications_enabled: false,
  devotional_choice: 'both',
  locale: 'en',
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-02T09:00:00.000Z',
  ...over,
});

describe('Bible study CSV', () => {
  it('holds every field, quoted per RFC 4180, with CRLF line ends and a BOM', () => {
    const csv = toCsv(BIBLE_STUDY_CSV, [
      signup({}),
      signup({
        name: 'Tim "T" Jones',
        phone: null,
        interests: 'line one\nline two',
        notifications_enabled: true,
        devotional_choice: 'none',
        locale: 'es',
      }),
    ]);
    expect(csv).toBe(
      '\uFEFFName,Email,Phone,Interests,Notifications,Devotional,Signed up at,Updated at,Language\r\n' +
        'Lydia,lydia@example.org,512-555-0199,"Prophecy, Romans",No,Both devotionals,2026-06-01T09:00:00.000Z,2026-06-02T09:00:00.000Z,English\r\n' +
        '"Tim ""T"" Jones",lydia@example.org,,"line one\nline two",Yes,None,2026-06-01T09:00:00.000Z,2026-06-02T09:00:00.000Z,Spanish\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = toCsv(BIBLE_STUDY_CSV, [
      signup({ name: '=HYPERLINK("http://evil")', interests: '+1 prayer', phone: '-5' }),
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row.startsWith(`"'=HYPERLINK(""http://evil"")"`)).toBe(true);
    expect(row).toContain(",'-5,'+1 prayer,");
  });
});
