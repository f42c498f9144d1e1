/**
 * Donations by month is a chart for the eye and a table for a screen reader, and totals that only
 * demo gifts made say so instead of $0.00 (docs/product.md#donations).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { DonationTotals as Totals } from '#shared/giving/admin-format.ts';
import { DonationTotals } from '#client/features/admin/giving/DonationTotals.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

function renderTotals(totals: Partial<Totals>) {
  const body: Totals = {
    first_month: '2026-01',
    last_month: '2026-12',
    total_cents: 0,
    fee_cover_cents: 0,
    gift_count: 0,
    demo_count: 0,
    by_category: [],
    by_month: months.map((month) => ({ month, total_cents: 0, count: 0 })),
    ...totals,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const router = createMemoryRouter([{ path: '/', element: <DonationTotals /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

it('draws the months as a chart with their names and the tallest in words, and keeps a table for screen readers', async () => {
  renderTotals({
    total_cents: 7500,
    gift_count: 2,
    by_month: months.map((month) =>
      month === '2026-06'
        ? { month, total_cents: 5000, count: 1 }
        : month === '2026-03'
          ? { month, total_cents: 2500, count: 1 }
          : { month, total_cents: 0, count: 0 },
    ),
  });
  expect(await screen.findByText('Tallest bar: $50.00 in June 2026')).toBeTruthy();
  expect(screen.getByText('Jun')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Paid gifts by month' });
  expect(table.className).toContain('sr-only');
  expect(within(table).getByRole('rowheader', { name: 'June 2026' })).toBeTruthy();
});

it('says the only gifts were demo gifts instead of $0.00', async () => {
  renderTotals({ demo_count: 3 });
  expect(await screen.findByText('Demo gifts only')).toBeTruthy();
  expect(screen.getByText(/No money was given in these months\./)).toBeTruthy();
  expect(screen.queryByText(/\$0\.00 from/)).toBeNull();
  expect(screen.getByText('3 demo gifts (no money given), not counted.')).toBeTruthy();
});
