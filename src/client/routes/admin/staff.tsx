/**
 * /admin/staff (administrators only; docs/product.md#staff-accounts): every staff account with its
 * roles, last sign-in, two-factor and state, pending invitations, and the invitation form. The guard
 * is the admin layout's loader; data comes from the staff API, which refuses everyone else.
 */
import type { StaffList } from '#shared/staff/contract.ts';
import { STAFF_API } from '#shared/staff/contract.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { InviteForm } from '#client/features/admin/staff/InviteForm.tsx';
import { StaffTable } from '#client/features/admin/staff/StaffTable.tsx';
import type { Route } from './+types/staff';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Staff · Admin', path: '/admin/staff', noIndex: true, matches });
}

export default function AdminStaff() {
  const list = useAdminData<StaffList>(STAFF_API.list);
  return (
    <section aria-labelledby="staff-title" className="space-y-8">
      <div>
        <h1 id="staff-title" className="text-2xl font-bold">
          Staff
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Who can sign in to the admin, and which rooms each person opens. Disabling an account signs that
          person out everywhere at once.
        </p>
      </div>
      {list.status === 'error' && !list.data ? <LoadError onRetry={list.reload} /> : null}
      {list.data ? (
        <StaffTable list={list.data} onChanged={list.reload} />
      ) : (
        <p aria-busy="true">Loading...</p>
      )}
      <InviteForm onInvited={list.reload} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
