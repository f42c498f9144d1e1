import { describe, expect, it } from 'vitest';
import { listQuery } from '#client/features/admin/subscribers/ListPanel.tsx';
import { statsRows } from '#client/features/admin/subscribers/StatsPanel.tsx';
import {
  emailSubscribersTab,
  subscriberTabsFor,
  tabFromParam,
} from '#client/features/admin/subscribers/tabs.ts';
import { toCsv } from '#shared/lists/csv.ts';
import type { EmailSubscriber } from '#shared/subscribers/contract.ts';
import { openRatePercent } from '#shared/subscribers/format.ts';

describe('subscribers screen', () => {
  it('asks the API with the chosen filters, the source only where it applies', () => {
    expect(listQuery({ search: 'ruth', source: 'newsletter', language: '', page: 2 }, true, 2)).toBe(
      '?source=newsletter&search=ruth&page=2',
    );
    expect(listQuery({ search: '', source: 'newsletter', language: '', page: 1 }, false)).toBe('');
    expect(listQuery({ search: 'a&b', source: '', language: '', page: 1 }, true)).toBe('?search=a%26b');
  });

  it('asks for the chosen language of subscribers', () => {
    expect(listQuery({ search: '', source: '', language: 'es', page: 1 }, true)).toBe('?language=es');
  });

  it('shows each subscriber’s language in the table and the CSV, in English words', () => {
    const marta: EmailSubscriber = {
      id: '1',
      name: 'Marta Solís',
      email: 'marta@example.org',
      phone: null,
      source: 'newsletter',
      language: 'es',
      interests: [],
      subscribed: true,
      verified: false,
      subscribed_at: '2026-06-10T10:00:00.000Z',
      total_emails_sent: 0,
      total_emails_opened: 0,
    };
    const column = emailSubscribersTab.table.find((c) => c.header === 'Language');
    expect(column?.cell(marta)).toBe('Spanish');
    const [header, row] = toCsv(emailSubscribersTab.csv, [marta]).split(/\r?\n/);
    const at = header!.split(',').indexOf('Language');
    expect(at).toBeGreaterThan(-1);
    expect(row!.split(',')[at]).toBe('Spanish');
  });

  it('opens the Email Subscribers tab unless another is named', () => {
    expect(tabFromParam('stats')).toBe('stats');
    expect(tabFromParam('nope')).toBe('email');
    expect(tabFromParam(null)).toBe('email');
  });

  it('shows Events only the Event Leads tab, and opens it whatever the URL names', () => {
    const eventsTabs = subscriberTabsFor(['events']);
    expect(eventsTabs.map((tab) => tab.label)).toEqual(['Event Leads']);
    expect(tabFromParam(null, eventsTabs)).toBe('event');
    expect(tabFromParam('email', eventsTabs)).toBe('event');
    expect(subscriberTabsFor(['communications']).map((tab) => tab.id)).toEqual([
      'email',
      'devotional',
      'stats',
    ]);
    expect(subscriberTabsFor(['administrator'])).toHaveLength(4);
  });

  it('rounds the open rate to a whole percent, 0% before any email is sent', () => {
    expect(openRatePercent(1, 3)).toBe(33);
    expect(openRatePercent(2, 3)).toBe(67);
    expect(openRatePercent(0, 0)).toBe(0);
  });

  it('exports the statistics the screen shows', () => {
    const rows = statsRows({
      total_subscribers: 4,
      active_subscribers: 3,
      verified_subscribers: 1,
      by_source: [{ source: 'newsletter', count: 4 }],
      total_emails_sent: 8,
      total_emails_opened: 3,
      signups_by_month: [{ month: '2026-06', count: 2 }],
    });
    expect(rows.map((r) => [r.metric, r.value])).toEqual([
      ['Total subscribers', 4],
      ['Active subscribers', 3],
      ['Verified subscribers', 1],
      ['Open rate', '38%'],
      ['Source: Newsletter', 4],
      ['Sign-ups 2026-06', 2],
    ]);
  });
});
