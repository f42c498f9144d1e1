import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { site } from '#shared/site/settings.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { ADMIN_NAV_WORDS } from '#shared/site/admin-words.ts';
import {
  adminNavSectionsFor,
  adminScreenLabel,
  type AdminNavSection,
} from '#client/features/admin/admin-nav.ts';
import { TWO_FACTOR_SETUP_PATH } from '#shared/auth/two-factor-paths.ts';
import { signOut } from '#client/features/admin/admin-api.ts';

const focusRing =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The navigation's groups, each a labelled list of the screens it holds; the current one marked. */
function NavSections({
  sections,
  currentLabel,
  idPrefix,
  className,
}: {
  sections: AdminNavSection[];
  currentLabel: string | null;
  idPrefix: string;
  className: string;
}) {
  return (
    <div className={className}>
      {sections.map((section, index) => {
        const labelId = `${idPrefix}-group-${index}`;
        return (
          <div key={section.items[0]!.to} className="min-w-0">
            {section.label ? (
              <p
                id={labelId}
                className="px-2.5 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-300"
              >
                {section.label}
              </p>
            ) : null}
            <ul
              aria-labelledby={section.label ? labelId : undefined}
              className="flex flex-col gap-0.5 lg:flex-row lg:flex-wrap"
            >
              {section.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={item.label === currentLabel ? 'page' : undefined}
                    className={`block rounded px-2.5 py-1.5 ${focusRing} ${
                      item.label === currentLabel
                        ? 'bg-white font-semibold text-slate-900'
                        : 'text-slate-100 hover:bg-slate-800'
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The admin navigation, in its groups (docs/product.md#staff-screens). From the `lg` breakpoint the
 * groups sit in a bar; below it they fold behind a Menu button: a native <details>/<summary>, which
 * opens and closes with no script and by keyboard (Enter or Space; Escape closes it once React runs),
 * and starts folded again on every screen.
 */
function AdminNav({ roles, pathname }: { roles: readonly StaffRole[]; pathname: string }) {
  const id = useId();
  const sections = adminNavSectionsFor(roles);
  // '/admin' shows the dashboard, so its nav item is current there too.
  const currentLabel = adminScreenLabel(pathname);

  function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  }

  return (
    <nav aria-label={ADMIN_NAV_WORDS.label} className="border-t border-slate-700 text-sm">
      {/* Keyed by the path: a move to another screen starts with the menu folded. */}
      <details
        key={pathname}
        className="group mx-auto max-w-6xl px-2 py-2 lg:hidden"
        onKeyDown={closeOnEscape}
      >
        <summary
          className={`inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-400 px-3 py-1.5 font-semibold hover:bg-slate-800 [&::-webkit-details-marker]:hidden ${focusRing}`}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
            <path
              className="group-open:hidden"
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
            <path
              className="hidden group-open:inline"
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
          {ADMIN_NAV_WORDS.menu}
        </summary>
        <NavSections
          sections={sections}
          currentLabel={currentLabel}
          idPrefix={`${id}-menu`}
          className="mt-3 grid grid-cols-1 gap-x-4 gap-y-3 pb-2 min-[22rem]:grid-cols-2 sm:grid-cols-3"
        />
      </details>
      <NavSections
        sections={sections}
        currentLabel={currentLabel}
        idPrefix={`${id}-bar`}
        className="mx-auto hidden max-w-6xl flex-wrap items-start gap-x-5 gap-y-2 px-2 py-2 lg:flex"
      />
    </nav>
  );
}

/**
 * The frame of every signed-in admin screen: brand link, the admin navigation (in its groups, the
 * current screen marked; only the screens the person's roles open), who is signed in, and Sign out. Separate from
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
  const { pathname } = useLocation();
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

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-800"
      >
        Skip to content
      </a>
      <header className="bg-slate-900 text-white print:hidden">
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
        <AdminNav roles={roles} pathname={pathname} />
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
