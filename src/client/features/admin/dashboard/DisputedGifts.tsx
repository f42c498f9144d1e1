import { Link } from 'react-router';
import { type DashboardDisputedGifts, DISPUTES_SHOWN_DAYS } from '#shared/dashboard/format.ts';
import { formatCents } from '#shared/giving/admin-format.ts';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';

/**
 * Gifts whose donor disputed the charge with their bank (Stripe's charge.dispute.created): Stripe
 * waits for the ministry's answer, so they are shown first, and only when there are any.
 */
export function DisputedGifts({ gifts }: { gifts: DashboardDisputedGifts }) {
  if (gifts.count === 0) return null;
  return (
    <section
      aria-labelledby="dashboard-disputed-gifts-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 shadow-sm"
    >
      <h2 id="dashboard-disputed-gifts-title" className="text-base font-bold text-red-900">
        {gifts.count === 1 ? '1 disputed gift' : `${gifts.count} disputed gifts`} in the last{' '}
        {DISPUTES_SHOWN_DAYS} days: answer each dispute in Stripe
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-900">
        {gifts.gifts.map((gift) => (
          <li key={gift.id} className="[overflow-wrap:anywhere]">
            {formatAdminDate(gift.disputed_at)}: the donor disputed a gift of {formatCents(gift.amount_cents)}
            .{' '}
            <Link
              to={`/admin/donations?search=${gift.id}`}
              className="font-semibold text-indigo-800 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
            >
              View the gift<span className="sr-only"> disputed {formatAdminDate(gift.disputed_at)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
