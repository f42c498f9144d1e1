import { useNavigate } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { TWO_FACTOR_SETUP_PATH } from '#shared/auth/two-factor-paths.ts';
import { TwoFactorSettings } from '#client/features/admin/auth/two-factor-settings.tsx';
import type { Route } from './+types/staff.account-two-factor';

/** Every staff member's own two-factor sign-in (docs/product.md#signing-in), inside the guard. */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Two-factor sign-in · Admin',
    path: TWO_FACTOR_SETUP_PATH,
    noIndex: true,
    matches,
  });
}

export default function AccountTwoFactor() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="admin-screen-title" className="max-w-2xl">
      <h1 id="admin-screen-title" className="text-2xl font-bold">
        Two-factor sign-in
      </h1>
      <TwoFactorSettings onEnabled={() => void navigate('/admin', { replace: true })} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
