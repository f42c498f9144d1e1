import { redirect, useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { site } from '#shared/site/settings.ts';
import { TWO_FACTOR_SETUP_PATH, TWO_FACTOR_SIGN_IN_PATH } from '#shared/auth/two-factor-paths.ts';
import { LoginForm } from '#client/features/admin/auth/login-form.tsx';
import { DEFAULT_AFTER_LOGIN, safeAdminReturnPath } from '#client/features/admin/auth/safe-next.ts';
import type { Route } from './+types/auth.login';

/** Already signed in: go straight on (to ?next= when it is a path on this site). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeAdminReturnPath(new URL(request.url).searchParams.get('next'));
  const staff = await context.services.auth.staffFromCookieHeader(request.headers.get('cookie'));
  if (staff) throw redirect(next ?? DEFAULT_AFTER_LOGIN, { headers: { 'cache-control': 'no-store' } });
  return null;
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Admin login',
    description: `Staff sign-in for ${site.name}.`,
    path: '/admin/login',
    noIndex: true,
    matches,
  });
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeAdminReturnPath(searchParams.get('next')) ?? DEFAULT_AFTER_LOGIN;

  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-50 px-4 py-12 text-navy-950">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-md ring-1 ring-navy-100 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{site.name}</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">Staff sign in</h1>
        <LoginForm
          onSignedIn={() => void navigate(next, { replace: true })}
          onTwoFactor={(step) =>
            void navigate(
              step === 'code_needed'
                ? `${TWO_FACTOR_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`
                : TWO_FACTOR_SETUP_PATH,
              { replace: true },
            )
          }
        />
      </div>
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
