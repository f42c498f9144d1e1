import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { refundText } from '#shared/giving/admin-format.ts';
import { DisputedGifts } from '#client/features/admin/dashboard/DisputedGifts.tsx';

afterEach(cleanup);

const ID = '9b2c1d3e-0000-4000-8000-000000000001';

function show(count: number) {
  const gifts = count ? [{ id: ID, amount_cents: 7500, disputed_at: '2026-11-20T18:00:00.000Z' }] : [];
  const router = createMemoryRouter([{ path: '/', element: <DisputedGifts gifts={{ count, gifts }} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('DisputedGifts', () => {
  it('says how many gifts were disputed and links each to its gift', () => {
    show(1);
    const region = screen.getByRole('region', { name: /1 disputed gift in the last 90 days/ });
    expect(region.textContent).toContain('the donor disputed a gift of $75.00.');
    expect(
      within(region)
        .getByRole('link', { name: /View the gift/ })
        .getAttribute('href'),
    ).toBe(`/admin/donations?search=${ID}`);
  });

  it('shows nothing without disputes', () => {
    const { container } = show(0);
    expect(container.textContent).toBe('');
  });
});

describe('refundText', () => {
  it('says Refunded for a whole refund, and how much of what for a part', () => {
    expect(refundText({ amount_cents: 5000, fee_cover_cents: 181, refunded_cents: 0 })).toBeNull();
    expect(refundText({ amount_cents: 5000, fee_cover_cents: 181, refunded_cents: 2000 })).toBe(
      'Refunded $20.00 of $51.81',
    );
    expect(refundText({ amount_cents: 5000, fee_cover_cents: 181, refunded_cents: 5181 })).toBe('Refunded');
  });
});
