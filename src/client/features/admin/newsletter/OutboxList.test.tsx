/** The outbox screen's total still counts the sent emails the daily housekeeping deleted. */
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { OutboxEmail, OutboxEmailPage } from '#shared/newsletter/admin-contract.ts';
import { OutboxList } from '#client/features/admin/newsletter/OutboxList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(archivedSent: number, more: Partial<OutboxEmailPage> = {}) {
  const page = {
    count: 12,
    page: 1,
    page_size: 25,
    results: [],
    archived_sent: archivedSent,
    email_set_up: true,
    ...more,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const filters = { status: '', search: '', page: 1 };
  const router = createMemoryRouter(
    [
      {
        path: '/admin/newsletter/outbox',
        element: <OutboxList filters={filters} onFiltersChange={() => {}} />,
      },
    ],
    { initialEntries: ['/admin/newsletter/outbox'] },
  );
  render(<RouterProvider router={router} />);
}

it('says how many sent emails older than 90 days are counted but no longer listed', async () => {
  renderList(340);
  expect(
    await screen.findByText('12 emails, and 340 sent more than 90 days ago (counted, no longer listed)'),
  ).toBeTruthy();
});

it('says nothing more when none were deleted', async () => {
  renderList(0);
  expect(await screen.findByText('12 emails')).toBeTruthy();
});

const heldApproval: OutboxEmail = {
  id: '6c1d0b7e-0000-4000-8000-000000000001',
  kind: 'house-church.join.approved',
  to_address: 'samuel@example.net',
  to_name: 'Samuel Reyes',
  subject: 'Welcome to Northside House Church',
  status: 'held',
  attempts: 0,
  last_error: 'SMTP is not configured (SMTP_URL unset)',
  created_at: '2026-06-01T10:00:00.000Z',
  sent_at: null,
  next_attempt_at: '2026-06-01T10:00:00.000Z',
};

it('names each email in words and says, without SMTP, that messages wait here', async () => {
  renderList(0, { count: 1, results: [heldApproval], email_set_up: false });
  expect(await screen.findByText('House-church approval to Samuel Reyes')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Email is not set up yet, so messages wait here.');
  expect(screen.getByText('Waiting: email is not set up yet.')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/house-church\.join|SMTP_URL/);
});

it('says nothing about email once it is set up', async () => {
  renderList(0, { count: 1, results: [heldApproval] });
  await screen.findByText('House-church approval to Samuel Reyes');
  expect(screen.queryByText('Email is not set up yet, so messages wait here.')).toBeNull();
});
