import { pageMeta } from '#shared/site/seo.ts';
import { HouseChurchesNav } from '#client/features/admin/house-churches/HouseChurchesNav.tsx';
import { JoinRequestList } from '#client/features/admin/house-churches/JoinRequestList.tsx';
import type { Route } from './+types/house-churches.requests';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Join Requests · House Churches · Admin',
    path: '/admin/house-churches/requests',
    noIndex: true,
    matches,
  });
}

/** /admin/house-churches/requests: every church's join requests, pending first, oldest first. */
export default function AdminJoinRequests() {
  return (
    <section aria-labelledby="requests-title" className="space-y-6">
      <div>
        <h1 id="requests-title" className="text-2xl font-bold">
          Join requests
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          A request takes a seat only when approved; approval emails the address and meeting details.
        </p>
      </div>
      <HouseChurchesNav />
      <JoinRequestList />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
