import { useId } from 'react';
import { useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { site } from '#shared/site/settings.ts';
import { ADMIN_ERROR_WORDS } from '#shared/site/admin-words.ts';
import { LoadError } from '#client/features/admin/admin-ui.tsx';
import { useReportRouteError } from '#client/lib/use-error-reporting.ts';

/** React Router names a route by its file in src/client/routes.ts: the guard of the signed-in screens. */
const ADMIN_LAYOUT_ROUTE_ID = 'routes/admin/layout';

/**
 * The error boundary of every admin route (each module re-exports it as `ErrorBoundary`): a heading
 * and the admin's "could not load" panel, whose Try again opens the same address again, which
 * re-runs the route's loaders (a plain link, so it works before the scripts have started too).
 * Inside the signed-in layout it takes the screen's place, so the admin navigation stays; on the
 * pages outside it (sign-in, invitation, two-factor sign-in) or when the layout itself failed, it
 * stands in a frame like the sign-in page's (docs/product.md#staff-screens).
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  useReportRouteError(error);
  const headingId = useId();
  const { pathname, search } = useLocation();
  const insideLayout = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) !== undefined;
  const panel = (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="mb-4 text-2xl font-bold">
        {ADMIN_ERROR_WORDS.title}
      </h1>
      <LoadError message={ADMIN_ERROR_WORDS.message} retryTo={`${pathname}${search}`} />
    </section>
  );
  if (insideLayout) return panel;
  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-50 px-4 py-12 text-navy-950">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md ring-1 ring-navy-100 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{site.name}</p>
        {panel}
      </div>
    </main>
  );
}
