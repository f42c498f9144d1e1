import { pageMeta } from '#shared/site/seo.ts';
import { AdminDashboard } from '#client/routes/admin/dashboard.tsx';
import type { Route } from './+types/home';

/** /admin, where the brand link goes: the same dashboard as /admin/dashboard. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Dashboard · Admin', path: '/admin', noIndex: true, matches });
}

export default AdminDashboard;

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
