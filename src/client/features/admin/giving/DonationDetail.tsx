import {
  type AdminDonation,
  type AdminDonationDetail,
  amountMismatchText,
  DEMO_GIFT_LABEL,
  formatCents,
  LANGUAGE_LABELS,
} from '#shared/giving/admin-format.ts';
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import { categoryLabel } from '#shared/giving/words.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { DonorName, GiftStatus } from '#client/features/admin/giving/donation-columns.tsx';

/**
 * One gift. For an anonymous gift staff see the email its receipt went to (to answer the donor
 * about that gift), never the name; an erased gift shows neither.
 */
export function DonationDetail({ donation, onClose }: { donation: AdminDonation; onClose: () => void }) {
  const data = useAdminData<AdminDonationDetail>(`/api/admin/donations/${donation.id}/`);
  const detail = data.data;
  const rows: Array<[string, React.ReactNode]> = [
    ['Amount', formatCents(donation.amount_cents)],
    ['Category', categoryLabel(donation.category)],
    ['Status', <GiftStatus key="s" donation={donation} />],
    ['Started', formatAdminDate(donation.created_at)],
    ['Paid', donation.paid_at ? formatAdminDate(donation.paid_at) : '—'],
    ['Donor', <DonorName key="d" donation={donation} />],
    ['Email', detail ? (detail.contact_email ?? '—') : '…'],
    ['Message', detail ? (detail.message ?? '—') : '…'],
    ['Language', LANGUAGE_LABELS[donation.locale]],
    [
      'Donation ID',
      <span key="i" className="break-all font-mono text-xs">
        {donation.id}
      </span>,
    ],
  ];
  return (
    <AdminDialog title="Donation" onClose={onClose}>
      {donation.amount_mismatch ? (
        <p
          role="alert"
          className="mb-3 rounded-md border-2 border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900"
        >
          {amountMismatchText(donation.amount_cents, donation.amount_mismatch)}
        </p>
      ) : null}
      {donation.is_demo ? (
        <p className="mb-3 rounded-md border border-slate-400 bg-slate-50 px-3 py-2 text-sm text-slate-900">
          {DEMO_GIFT_LABEL}. This gift finished on the demo checkout: no card was charged, and it is not
          counted in the totals.
        </p>
      ) : null}
      {donation.is_anonymous && !donation.erased ? (
        <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The donor asked to give anonymously. Use this email only to answer them about this gift.
        </p>
      ) : null}
      {donation.erased ? (
        <p className="mb-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          The donor&apos;s details were erased at their request; the gift stays in the accounts.
        </p>
      ) : null}
      {data.status === 'error' ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-800">
          {ADMIN_DATA_ERROR}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-800">{term}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </AdminDialog>
  );
}
