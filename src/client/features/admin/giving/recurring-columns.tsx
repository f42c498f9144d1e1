import { DEMO_GIFT_LABEL, formatCents } from '#shared/giving/admin-format.ts';
import { categoryLabel } from '#shared/giving/words.ts';
import {
  type AdminRecurringGift,
  RECURRING_STATUS_LABELS,
  type RecurringGiftStatus,
} from '#shared/giving/recurring-admin-format.ts';
import type { TableColumn } from '#client/features/admin/subscribers/tabs.ts';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';

const STATUS_CLASSES: Record<RecurringGiftStatus, string> = {
  incomplete: 'bg-slate-200 text-slate-800',
  active: 'bg-green-100 text-green-900',
  past_due: 'bg-amber-100 text-amber-900',
  paused: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function RecurringStatusBadge({ status }: { status: RecurringGiftStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
      {RECURRING_STATUS_LABELS[status]}
    </span>
  );
}

/** The status, and a demo gift labelled beside it. */
export function RecurringGiftStatus({ gift }: { gift: AdminRecurringGift }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <RecurringStatusBadge status={gift.status} />
      {gift.is_demo ? (
        <span className="rounded-full border border-slate-500 bg-white px-2 py-0.5 text-xs font-semibold text-slate-900">
          {DEMO_GIFT_LABEL}
        </span>
      ) : null}
    </span>
  );
}

/** "$25.00 + $1.03 fee cover", or the gift alone. */
export function giftAmountText(gift: { amount_cents: number; fee_cover_cents: number }): string {
  return gift.fee_cover_cents > 0
    ? `${formatCents(gift.amount_cents)} + ${formatCents(gift.fee_cover_cents)} fee cover`
    : formatCents(gift.amount_cents);
}

export const intervalLabel = (interval: string) => (interval === 'week' ? 'Weekly' : 'Monthly');

function RecurringDonor({ gift }: { gift: AdminRecurringGift }) {
  return gift.is_anonymous || gift.erased ? (
    <span className="italic text-slate-700">{gift.donor_name}</span>
  ) : (
    <span>{gift.donor_name}</span>
  );
}

function HistoryButton({ gift, onDetails }: { gift: AdminRecurringGift; onDetails: () => void }) {
  return (
    <button
      type="button"
      onClick={onDetails}
      className="rounded text-sm font-semibold text-indigo-800 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
    >
      History
      <span className="sr-only">
        {' '}
        of the {intervalLabel(gift.interval).toLowerCase()} gift of {formatCents(gift.amount_cents)} started{' '}
        {formatAdminDate(gift.started_at)}
      </span>
    </button>
  );
}

export function recurringColumns(
  onDetails: (gift: AdminRecurringGift) => void,
): TableColumn<AdminRecurringGift>[] {
  return [
    {
      header: 'Donor',
      cell: (r) => (
        <span className="[overflow-wrap:anywhere]">
          <RecurringDonor gift={r} />
          {r.donor_email ? <span className="block text-xs text-slate-700">{r.donor_email}</span> : null}
        </span>
      ),
    },
    { header: 'Amount', cell: (r) => <span className="font-semibold">{giftAmountText(r)}</span> },
    { header: 'Interval', cell: (r) => intervalLabel(r.interval) },
    { header: 'Category', cell: (r) => categoryLabel(r.category) },
    { header: 'Status', cell: (r) => <RecurringGiftStatus gift={r} /> },
    { header: 'Started', cell: (r) => formatAdminDate(r.started_at) },
    { header: 'Last charge', cell: (r) => (r.last_charge_at ? formatAdminDate(r.last_charge_at) : '—') },
    { header: 'History', cell: (r) => <HistoryButton gift={r} onDetails={() => onDetails(r)} /> },
  ];
}

/** The list on a phone: one card per gift instead of a wide table. */
export function RecurringCards({
  rows,
  onDetails,
}: {
  rows: AdminRecurringGift[];
  onDetails: (gift: AdminRecurringGift) => void;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
        No recurring gifts match.
      </p>
    );
  }
  return (
    <ul aria-label="Recurring gifts" className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-300 bg-white p-3 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-bold text-slate-900">
              {giftAmountText(row)} · {intervalLabel(row.interval)}
            </span>
            <RecurringGiftStatus gift={row} />
          </div>
          <p className="text-sm text-slate-800">
            {categoryLabel(row.category)} · started {formatAdminDate(row.started_at)} · last charge{' '}
            {row.last_charge_at ? formatAdminDate(row.last_charge_at) : 'none yet'}
          </p>
          <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">
            <RecurringDonor gift={row} />
            {row.donor_email ? <span className="text-slate-700"> · {row.donor_email}</span> : null}
          </p>
          <HistoryButton gift={row} onDetails={() => onDetails(row)} />
        </li>
      ))}
    </ul>
  );
}
