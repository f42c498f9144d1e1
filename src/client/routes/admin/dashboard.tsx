import { pageMeta } from '#shared/site/seo.ts';
import { DashboardView } from '#client/features/admin/dashboard/DashboardView.tsx';
import type { Route } from './+types/dashboard';

/**
 * /admin/dashboard (and /admin, whose module re-uses this screen): what came in over the last 30
 * days, what is still open, and the next events. The guard is the admin layout's loader.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Dashboard · Admin', path: '/admin/dashboard', noIndex: true, matches });
}

export function AdminDashboard() {
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        Dashboard
      </h1>
      <DashboardView />
    </section>
  );
}

export default AdminDashboard;

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
