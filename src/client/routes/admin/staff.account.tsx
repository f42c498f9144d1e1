/**
 * /admin/account (every staff member; docs/product.md#staff-accounts): change my password and see
 * where I am signed in, with "Sign out everywhere else".
 */
import { useState } from 'react';
import { pageMeta } from '#shared/site/seo.ts';
import { ChangePasswordPanel, SessionsPanel } from '#client/features/admin/staff/AccountPanels.tsx';
import type { Route } from './+types/staff.account';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'My account · Admin', path: '/admin/account', noIndex: true, matches });
}

export default function AdminAccount() {
  // Bumped after a password change, which ends the other sessions: the list below shows it.
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="account-title" className="space-y-8">
      <h1 id="account-title" className="text-2xl font-bold">
        My account
      </h1>
      <ChangePasswordPanel onChanged={() => setVersion((n) => n + 1)} />
      <SessionsPanel version={version} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
