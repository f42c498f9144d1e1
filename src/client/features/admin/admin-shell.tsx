import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { site } from '#shared/site/settings.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { adminNavFor, adminScreenLabel } from '#client/features/admin/admin-nav.ts';
import { TWO_FACTOR_SETUP_PATH } from '#shared/auth/two-factor-paths.ts';
import { signOut } from '#client/features/admin/admin-api.ts';

/**
 * The frame of every signed-in admin screen: brand link, the admin navigation (current screen
 * marked; only the screens the person's roles open), who is signed in, and Sign out. Separate from
 * the public header and footer.
 */
export function AdminShell({
  username,
  roles,
  children,
}: {
  username: string;
  roles: readonly StaffRole[];
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  // '/admin' shows the dashboard, so its nav item is current there too.
  const currentLabel = adminScreenLabel(useLocation().pathname);
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSignOut() {
    setSigningOut(true);
    setError(null);
    if (await signOut()) {
      await navigate('/admin/login', { replace: true });
      return;
    }
    setError('Sign out failed. Please check your connection and try again.');
    setSigningOut(false);
  }

  const focusRing =
    'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-800"
      >
        Skip to content
      </a>
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/admin" className={`rounded text-lg font-bold tracking-tight ${focusRing}`}>
            {site.name} <span className="font-normal text-slate-300">Admin</span>
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-slate-300">
              Signed in as <span className="font-semibold text-white">{username}</span>
            </span>
            <Link
              to={TWO_FACTOR_SETUP_PATH}
              className={`rounded text-slate-200 underline underline-offset-4 hover:text-white ${focusRing}`}
            >
              Two-factor sign-in
            </Link>
            <button
              type="button"
              onClick={handleSignOut}
              disabled={signingOut}
              className={`rounded-md border border-slate-400 px-3 py-1.5 font-semibold hover:bg-slate-800 disabled:opacity-70 ${focusRing}`}
            >
              {signingOut ? 'Signing out...' : 'Sign out'}
            </button>
          </div>
        </div>
        <nav aria-label="Admin" className="border-t border-slate-700">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 gap-y-1 px-2 py-2 text-sm">
            {adminNavFor(roles).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={item.label === currentLabel ? 'page' : undefined}
                  className={`block rounded px-2.5 py-1.5 ${focusRing} ${
                    item.label === currentLabel
                      ? 'bg-white font-semibold text-slate-900'
                      : 'text-slate-200 hover:bg-slate-800'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {error ? (
        <p role="alert" className="mx-auto max-w-6xl px-4 pt-4 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <main id="admin-main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
