import { Link, useParams } from 'react-router';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { formatLocation, formatMeetingTime } from '#shared/house-churches/words.ts';
import { type AdminHouseChurch, HC_ADMIN_API, HC_ADMIN_WORDS } from '#shared/house-churches/admin-words.ts';
import { ApiError } from '#client/lib/api.ts';
import { HouseChurchesNav } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { JoinRequestList } from '#client/features/admin/house-churches/JoinRequestList.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import type { Route } from './+types/house-churches.church';

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta({
    title: 'Join Requests · House Churches · Admin',
    path: `/admin/house-churches/${params.id}`,
    noIndex: true,
    matches,
  });
}

/** /admin/house-churches/{id}: one church's seats and its join requests. */
export default function AdminHouseChurch() {
  const { id = '' } = useParams();
  const isChurchId = parseSerialId(id) !== null;
  const data = useAdminData<AdminHouseChurch>(isChurchId ? HC_ADMIN_API.church(id) : null);
  const church = data.data;
  const missing =
    !isChurchId || (data.status === 'error' && data.error instanceof ApiError && data.error.status === 404);

  return (
    <section aria-labelledby="church-title" className="space-y-6">
      <p>
        <Link to="/admin/house-churches" className="text-sm font-semibold text-navy-800 underline">
          <span aria-hidden="true">← </span>All house churches
        </Link>
      </p>
      <div>
        <h1 id="church-title" className="text-2xl font-bold">
          {church ? church.name : missing ? HC_ADMIN_WORDS.churchNotFound : 'House church'}
        </h1>
        {church ? (
          <p className="mt-1 text-sm text-slate-700">
            {formatLocation(church)} · {church.meeting_day}s at {formatMeetingTime(church.meeting_time)} ·{' '}
            <span>
              Members {church.current_members}/{church.max_capacity}
            </span>
            {church.is_full ? <span className="font-semibold text-red-800"> · Full</span> : null}
            {church.is_active ? null : <span className="font-semibold"> · Archived</span>}
          </p>
        ) : null}
      </div>
      <HouseChurchesNav />
      {missing ? (
        <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">
          There is no house church with this number.
        </p>
      ) : data.status === 'error' && !church ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {HC_ADMIN_WORDS.loadFailed}
        </p>
      ) : church ? (
        <JoinRequestList churchId={church.id} onChanged={data.reload} />
      ) : (
        <p className="text-sm text-slate-700">Loading...</p>
      )}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
