import { Link } from 'react-router';
import { pageMeta } from '#shared/seo.ts';
import { ADMIN_NAV } from '#client/features/admin/admin-nav.ts';
import type { Route } from './+types/home';

/** The screens that exist today; the others are announced as coming soon. */
const READY: Record<string, string> = {
  '/admin/events': 'Create and edit events, see who is coming.',
  '/admin/subscribers': 'Email subscribers, devotional and event leads, statistics and CSV exports.',
  '/admin/privacy': 'Export or erase what is held about one email address; the privacy log.',
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Admin', path: '/admin', noIndex: true, matches });
}

/** /admin, where the brand link goes: the admin screens at a glance. */
export default function AdminHome() {
  return (
    <section aria-labelledby="admin-home-title" className="space-y-6">
      <h1 id="admin-home-title" className="text-2xl font-bold">
        Admin
      </h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_NAV.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block h-full rounded-lg border border-slate-300 bg-white p-4 shadow-sm hover:border-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              <span className="font-semibold text-slate-900">{item.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{READY[item.to] ?? 'Coming soon.'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
