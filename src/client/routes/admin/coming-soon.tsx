import { useLocation } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { adminScreenLabel } from '#client/features/admin/admin-nav.ts';
import type { Route } from './+types/coming-soon';

/** Every admin screen that is not built yet: inside the guard, status 200, a plain notice. */
export function meta({ location, matches }: Route.MetaArgs) {
  const label = adminScreenLabel(location.pathname);
  return pageMeta({
    title: label ? `${label} · Admin` : 'Admin',
    path: location.pathname,
    noIndex: true,
    matches,
  });
}

export default function ComingSoon() {
  const label = adminScreenLabel(useLocation().pathname) ?? 'Admin';
  return (
    <section aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title" className="text-2xl font-bold">
        {label}
      </h1>
      <p className="mt-4 rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">
        This screen is coming soon.
      </p>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
