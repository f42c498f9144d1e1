import { describe, expect, it } from 'vitest';
import { countsSummary } from '#client/features/admin/privacy/privacy-parts.tsx';
import { exportFileName, formatWhen } from '#client/features/admin/privacy/privacy-api.ts';

describe('privacy screen helpers', () => {
  it('names the export by date only, never by the address', () => {
    expect(exportFileName(new Date(2026, 5, 3, 12))).toBe('privacy-export-2026-06-03.json');
  });

  it('summarises a log entry by the kinds it touched, in screen order', () => {
    expect(countsSummary({ donations: 1, contact_messages: 2, prayer_requests: 0 })).toBe(
      'Contact messages 2, Donations 1',
    );
    expect(countsSummary({})).toBe('nothing');
  });

  it('shows log times in the ministry time zone', () => {
    expect(formatWhen('2026-06-15T17:30:00Z')).toBe('Jun 15, 2026, 12:30 PM');
  });
});
