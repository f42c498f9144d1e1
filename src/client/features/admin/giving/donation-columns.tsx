import {
  type AdminDonation,
  DEMO_GIFT_LABEL,
  DISPUTED_LABEL,
  formatCents,
  LANGUAGE_LABELS,
  PAYMENT_STATUS_LABELS,
  refundText,
} from '#shared/giving/admin-format.ts';
import { categoryLabel } from '#shared/giving/words.ts';
import type { TableColumn } from '#client/features/admin/subscribers/tabs.ts';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';

const STATUS_CLASSES: Record<AdminDonation['payment_status'], string> = {
  paid: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: AdminDonation['payment_status'] }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The gift's status, and beside it what staff must not miss: a demo gift, a Stripe amount mismatch,
 * a refund, a dispute.
 */
export function GiftStatus({ donation }: { donation: AdminDonation }) {
  const refund = refundText(donation);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge status={donation.payment_status} />
      {donation.is_demo ? (
        <span className="rounded-full border border-slate-500 bg-white px-2 py-0.5 text-xs font-semibold text-slate-900">
          {DEMO_GIFT_LABEL}
        </span>
      ) : null}
      {donation.amount_mismatch ? (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
          Amount mismatch
        </span>
      ) : null}
      {refund ? (
        <span className="rounded-full bg-slate-700 px-2 py-0.5 text-xs font-semibold text-white">
          {refund}
        </span>
      ) : null}
      {donation.disputed_at ? (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
          {DISPUTED_LABEL}
        </span>
      ) : null}
    </span>
  );
}

/** The donor as staff see them in the list: a name, or Anonymous / Erased in italics. */
export function DonorName({ donation }: { donation: AdminDonation }) {
  return donation.is_anonymous || donation.erased ? (
    <span className="italic text-slate-700">{donation.donor_name}</span>
  ) : (
    <span>{donation.donor_name}</span>
  );
}

export function donationColumns(onDetails: (donation: AdminDonation) => void): TableColumn<AdminDonation>[] {
  return [
    { header: 'Date', cell: (r) => formatAdminDate(r.created_at) },
    { header: 'Donor', cell: (r) => <DonorName donation={r} /> },
    { header: 'Email', cell: (r) => r.donor_email ?? '—' },
    { header: 'Amount', cell: (r) => <span className="font-semibold">{formatCents(r.amount_cents)}</span> },
    { header: 'Category', cell: (r) => categoryLabel(r.category) },
    // The language the donor gave in: their receipts and emails are in it.
    { header: 'Language', cell: (r) => LANGUAGE_LABELS[r.locale] },
    { header: 'Status', cell: (r) => <GiftStatus donation={r} /> },
    {
      header: 'Details',
      cell: (r) => (
        <button
          type="button"
          onClick={() => onDetails(r)}
          className="rounded font-semibold text-indigo-800 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          View
          <span className="sr-only">
            {' '}
            the gift of {formatCents(r.amount_cents)} on {formatAdminDate(r.created_at)}
          </span>
        </button>
      ),
    },
  ];
}

/** The list on a phone: one card per gift instead of a wide table. */
export function DonationCards({
  rows,
  empty,
  onDetails,
}: {
  rows: AdminDonation[];
  empty: string;
  onDetails: (donation: AdminDonation) => void;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
        {empty}
      </p>
    );
  }
  return (
    <ul aria-label="Donations" className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-300 bg-white p-3 shadow-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-lg font-bold text-slate-900">{formatCents(row.amount_cents)}</span>
            <GiftStatus donation={row} />
          </div>
          <p className="text-sm text-slate-800">
            {categoryLabel(row.category)} · {LANGUAGE_LABELS[row.locale]} · {formatAdminDate(row.created_at)}
          </p>
          <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">
            <DonorName donation={row} />
            {row.donor_email ? <span className="text-slate-700"> · {row.donor_email}</span> : null}
          </p>
          <button
            type="button"
            onClick={() => onDetails(row)}
            className="mt-1 rounded text-sm font-semibold text-indigo-800 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            View
            <span className="sr-only">
              {' '}
              the gift of {formatCents(row.amount_cents)} on {formatAdminDate(row.created_at)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
