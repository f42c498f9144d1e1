import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AdminShell } from '#client/features/admin/admin-shell.tsx';
import { mayOpenAdminScreen } from '#client/features/admin/admin-nav.ts';
import { NoAccess } from '#client/features/admin/no-access.tsx';
import { TWO_FACTOR_SETUP_PATH } from '#shared/auth/two-factor-paths.ts';
import { loginPathFor } from '#client/features/admin/auth/safe-next.ts';
import type { Route } from './+types/layout';

/**
 * The guard of every admin page: checked on the server, before any admin screen renders. Signed
 * out (or expired), the visitor goes to the login page, which brings them back here afterwards. A
 * screen outside the person's roles answers 403 with a plain notice instead of the screen
 * (docs/product.md#staff-roles); its data API refuses them too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await context.services.auth.staffFromCookieHeader(request.headers.get('cookie'));
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`), {
      headers: { 'cache-control': 'no-store' },
    });
  }
  // A role requires two-factor and it is off: its setup is the only screen that opens.
  const url = new URL(request.url);
  if (url.pathname !== TWO_FACTOR_SETUP_PATH && (await context.services.twoFactor.setupRequired(staff))) {
    throw redirect(TWO_FACTOR_SETUP_PATH, { headers: { 'cache-control': 'no-store' } });
  }
  const allowed = mayOpenAdminScreen(staff.roles, url.pathname);
  const answer = { username: staff.username, roles: staff.roles, allowed };
  return allowed ? answer : data(answer, { status: 403 });
}

/**
 * Check the session again on every move to another admin screen, not only on the first page load.
 * A filter, a page or an opened record changes only the query string: no round trip for that (the
 * staff API still answers 401 to an ended session, and the screen then goes to the sign-in page).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell username={loaderData.username} roles={loaderData.roles}>
      {loaderData.allowed ? <Outlet /> : <NoAccess />}
    </AdminShell>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
