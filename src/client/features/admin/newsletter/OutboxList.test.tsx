/** The outbox screen's total still counts the sent emails the daily housekeeping deleted. */
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { OutboxList } from '#client/features/admin/newsletter/OutboxList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(archivedSent: number) {
  const page = { count: 12, page: 1, page_size: 25, results: [], archived_sent: archivedSent };
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
