import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import { DEMO_GIFT_LABEL, PAYMENT_STATUS_LABELS, formatCents } from '#shared/giving/admin-format.ts';
import { categoryLabel } from '#shared/giving/words.ts';
import {
  type AdminRecurringGift,
  type AdminRecurringGiftDetail,
  changeSourceText,
  RECURRING_STATUS_LABELS,
} from '#shared/giving/recurring-admin-format.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { formatAdminDate } from '#client/features/admin/subscribers/format.ts';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { giftAmountText, intervalLabel } from '#client/features/admin/giving/recurring-columns.tsx';

function chargeStatus(charge: AdminRecurringGiftDetail['charges'][number]): string {
  const parts = [PAYMENT_STATUS_LABELS[charge.payment_status]];
  if (charge.refunded_cents > 0) {
    const whole = charge.refunded_cents >= charge.amount_cents + charge.fee_cover_cents;
    parts.push(whole ? 'refunded' : `${formatCents(charge.refunded_cents)} refunded`);
  }
  if (charge.disputed) parts.push('disputed');
  return parts.join(', ');
}

/** One recurring gift: its charges (each a donation) and every change of its status or amount. */
export function RecurringGiftDetail({ gift, onClose }: { gift: AdminRecurringGift; onClose: () => void }) {
  const data = useAdminData<AdminRecurringGiftDetail>(`/api/admin/recurring-gifts/${gift.id}/`);
  const detail = data.data;
  return (
    <AdminDialog title="Recurring gift" onClose={onClose}>
      <p className="mb-3 text-sm text-slate-900">
        {giftAmountText(gift)}, {intervalLabel(gift.interval).toLowerCase()}, {categoryLabel(gift.category)},
        from {gift.donor_name}
        {gift.is_demo ? ` (${DEMO_GIFT_LABEL})` : ''}.
      </p>
      {data.status === 'error' ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-800">
          {ADMIN_DATA_ERROR}
        </p>
      ) : null}
      {!detail ? (
        data.status === 'error' ? null : (
          <p className="text-sm text-slate-700">Loading...</p>
        )
      ) : (
        <div className="space-y-4">
          <section aria-labelledby="recurring-charges-title">
            <h3 id="recurring-charges-title" className="font-semibold text-slate-900">
              Charges
            </h3>
            {detail.charges.length === 0 ? (
              <p className="text-sm text-slate-700">No charges yet.</p>
            ) : (
              <ul className="mt-1 divide-y divide-slate-200 text-sm">
                {detail.charges.map((charge) => (
                  <li key={charge.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                    <span>{formatAdminDate(charge.paid_at ?? charge.created_at)}</span>
                    <span className="font-semibold">{giftAmountText(charge)}</span>
                    <span>{chargeStatus(charge)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="recurring-changes-title">
            <h3 id="recurring-changes-title" className="font-semibold text-slate-900">
              Changes
            </h3>
            {detail.changes.length === 0 ? (
              <p className="text-sm text-slate-700">No changes recorded yet.</p>
            ) : (
              <ol className="mt-1 divide-y divide-slate-200 text-sm">
                {detail.changes.map((change, index) => (
                  <li key={`${change.at}-${index}`} className="py-1.5">
                    {formatAdminDate(change.at)}: {RECURRING_STATUS_LABELS[change.status]},{' '}
                    {giftAmountText(change)}, {categoryLabel(change.category)}{' '}
                    <span className="text-slate-700">
                      (by {changeSourceText(change.source, gift.is_demo)})
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </AdminDialog>
  );
}
