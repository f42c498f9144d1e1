import { useState } from 'react';
import { pageMeta } from '#shared/site/seo.ts';
import { LookupPanel } from '#client/features/admin/privacy/LookupPanel.tsx';
import { PrivacyLogPanel } from '#client/features/admin/privacy/PrivacyLogPanel.tsx';
import type { Route } from './+types/privacy';

/**
 * /admin/privacy (docs/product.md#privacy-requests): for one email address, see what is held, export it
 * as JSON, or erase it after retyping the address; and the privacy log of every export and erasure. The
 * guard is the admin layout's loader; data comes from the staff-only API (addresses in POST bodies).
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Privacy · Admin', path: '/admin/privacy', noIndex: true, matches });
}

export default function AdminPrivacy() {
  // Bumped after each export or erasure, so the log below shows the new entry.
  const [logVersion, setLogVersion] = useState(0);
  return (
    <section aria-labelledby="privacy-title" className="space-y-8">
      <div>
        <h1 id="privacy-title" className="text-2xl font-bold">
          Privacy
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          When someone asks what we hold about them, or asks to be forgotten: look up their email address,
          download everything as JSON, or erase it. Every export and erasure is logged without the address.
        </p>
      </div>
      <LookupPanel onLogged={() => setLogVersion((n) => n + 1)} />
      <PrivacyLogPanel version={logVersion} />
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
