/**
 * A dashboard card's chart carries its dates and what its tallest bar counts, and the donations card
 * says demo gifts exist instead of showing $0.00 alone (docs/product.md#dashboard).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { Dashboard } from '#shared/dashboard/format.ts';
import { dashboardCards } from '#client/features/admin/dashboard/dashboard-cards.ts';
import { MetricCard } from '#client/features/admin/dashboard/MetricCard.tsx';

afterEach(cleanup);

const zeros = () => Array.from({ length: 30 }, () => 0);

function renderDonations(amount: number, demo: number) {
  const daily = zeros();
  daily[29] = amount;
  const dashboard: Dashboard = {
    window_start: '2026-05-17',
    window_end: '2026-06-15',
    email_set_up: true,
    donations: {
      current: amount > 0 ? 1 : 0,
      previous: 0,
      daily: zeros(),
      amount_cents: amount,
      previous_amount_cents: 0,
      daily_amount_cents: daily,
      demo_count: demo,
    },
  };
  const [card] = dashboardCards(dashboard);
  render(
    <MemoryRouter>
      <MetricCard {...card!} windowStart={dashboard.window_start} />
    </MemoryRouter>,
  );
}

it('labels the chart with its first and last day and its tallest bar, in dollars for gifts', () => {
  renderDonations(5000, 0);
  expect(screen.getByText('May 17')).toBeTruthy();
  expect(screen.getByText('Jun 15')).toBeTruthy();
  expect(screen.getByText('most in one day: $50.00')).toBeTruthy();
  expect(screen.getByText('$50.00')).toBeTruthy();
});

it('says there were only demo gifts instead of $0.00', () => {
  renderDonations(0, 2);
  expect(screen.getByText('Demo gifts only')).toBeTruthy();
  expect(screen.getByText('2 demo gifts (no money given), not counted.')).toBeTruthy();
  expect(screen.queryByText('$0.00')).toBeNull();
});
