import { pageMeta } from '#shared/site/seo.ts';
import { OutreachScreen } from '#client/features/admin/outreach/OutreachScreen.tsx';
import { prayerRequestsKind } from '#client/features/admin/outreach/outreach-kinds.ts';
import type { Route } from './+types/outreach.prayer-requests';

/**
 * /admin/prayer-requests: requests from /prayer-request, private ones included (only signed-in staff
 * reach this page or its API). ?id= opens one directly: the staff email about a private request
 * carries that link instead of the text.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Prayer Requests · Admin',
    path: '/admin/prayer-requests',
    noIndex: true,
    matches,
  });
}

export default function AdminPrayerRequests() {
  return (
    <OutreachScreen
      kind={prayerRequestsKind}
      heading="Prayer Requests"
      intro="Requests marked Private stay between the person and the staff: never share or forward their words."
    />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
