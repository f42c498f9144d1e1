import { redirect, useNavigate, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { site } from '#shared/site/settings.ts';
import { DEFAULT_AFTER_LOGIN, safeAdminReturnPath } from '#client/features/admin/auth/safe-next.ts';
import { signInWithCode } from '#client/features/admin/auth/two-factor-api.ts';
import { TwoFactorCodeForm } from '#client/features/admin/auth/two-factor-code-form.tsx';
import type { Route } from './+types/auth.login-two-factor';

/**
 * The second sign-in step (docs/product.md#signing-in): only after a right password for an account
 * with two-factor on. Signed in already: straight on; no code step under way: back to the password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminReturnPath(url.searchParams.get('next'));
  const cookieHeader = request.headers.get('cookie');
  const noStore = { headers: { 'cache-control': 'no-store' } };
  if (await context.services.auth.staffFromCookieHeader(cookieHeader)) {
    throw redirect(next ?? DEFAULT_AFTER_LOGIN, noStore);
  }
  if (!(await context.services.auth.hasPendingSignIn(cookieHeader))) {
    throw redirect(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login', noStore);
  }
  return null;
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Two-factor sign in',
    description: `Staff sign-in for ${site.name}.`,
    path: '/admin/login/two-factor',
    noIndex: true,
    matches,
  });
}

export default function AdminLoginTwoFactor() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeAdminReturnPath(searchParams.get('next')) ?? DEFAULT_AFTER_LOGIN;

  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-50 px-4 py-12 text-navy-950">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-md ring-1 ring-navy-100 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{site.name}</p>
        <h1 className="mt-1 mb-2 text-2xl font-bold">Two-factor sign in</h1>
        <p className="mb-6 text-navy-800">Enter the code from your authenticator app.</p>
        <TwoFactorCodeForm
          send={signInWithCode}
          onSuccess={() => void navigate(next, { replace: true })}
          submitLabel="Verify"
          busyLabel="Verifying..."
          allowRecovery
        />
        <p className="mt-6 text-sm text-navy-800">
          Lost your phone? Enter one of the recovery codes you saved when you set up two-factor.
        </p>
      </div>
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
