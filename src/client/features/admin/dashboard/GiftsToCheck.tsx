import { Link } from 'react-router';
import type { DashboardGiftsToCheck } from '#shared/dashboard/format.ts';
import { amountMismatchText } from '#shared/giving/admin-format.ts';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';

/**
 * Gifts Stripe reported paid for another amount than the one given on the form. They stay unpaid
 * and no receipt went out, so someone must look at the payment in Stripe: shown first, and only
 * when there are any.
 */
export function GiftsToCheck({ gifts }: { gifts: DashboardGiftsToCheck }) {
  if (gifts.count === 0) return null;
  return (
    <section
      aria-labelledby="dashboard-gifts-to-check-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 shadow-sm"
    >
      <h2 id="dashboard-gifts-to-check-title" className="text-base font-bold text-red-900">
        {gifts.count === 1 ? '1 gift to check' : `${gifts.count} gifts to check`}: the amount Stripe reported
        differs
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-900">
        {gifts.gifts.map((gift) => (
          <li key={gift.id} className="[overflow-wrap:anywhere]">
            {formatAdminDate(gift.mismatch.found_at)}: {amountMismatchText(gift.amount_cents, gift.mismatch)}{' '}
            <Link
              to={`/admin/donations?search=${gift.id}`}
              className="font-semibold text-indigo-800 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
            >
              View the gift<span className="sr-only"> of {formatAdminDate(gift.mismatch.found_at)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
