/**
 * The audit log screen shows each entry as a sentence with the fields in plain words, in three
 * columns that wrap rather than scroll (docs/product.md#audit-log): no ids, no column names.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { AuditEntry } from '#shared/audit/format.ts';
import { AuditLog } from '#client/features/admin/audit/AuditLog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const approval: AuditEntry = {
  id: 9,
  at: '2026-06-15T17:00:00.000Z',
  user_id: '3f2b4c1e-0000-4000-8000-000000000001',
  username: 'pastor.ann',
  ip: '198.51.100.7',
  area: 'house-churches',
  action: 'approve',
  entity: 'join-request',
  entity_id: '0b6f7c1e-1111-4000-8000-000000000002',
  summary: '',
  sentence: "Approved Samuel Reyes's request to join Northside House Church",
  details: '',
};
const change: AuditEntry = {
  ...approval,
  id: 8,
  area: 'events',
  action: 'update',
  entity: 'event',
  entity_id: '12',
  summary: 'Fields: date_tbd, is_online',
  sentence: 'Changed the event Harvest Supper',
  details: 'Changed: date to be announced, online',
};

function renderLog() {
  const page = { count: 2, page: 1, page_size: 25, results: [approval, change] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).includes('/filters/') ? { people: [], areas: [] } : page;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const filters = { person: '', area: '', from: '', to: '', page: 1 };
  const router = createMemoryRouter(
    [{ path: '/admin/audit', element: <AuditLog filters={filters} onFiltersChange={() => {}} /> }],
    { initialEntries: ['/admin/audit'] },
  );
  render(<RouterProvider router={router} />);
}

it('reads each entry as a sentence, with the changed fields in plain words', async () => {
  renderLog();
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['When', 'Person', 'Summary']);
  expect(
    within(table).getByText("Approved Samuel Reyes's request to join Northside House Church"),
  ).toBeTruthy();
  expect(within(table).getByText('Changed: date to be announced, online')).toBeTruthy();
  expect(table.textContent).not.toMatch(/date_tbd|is_online|Fields:|0b6f7c1e|join-request/);
});
