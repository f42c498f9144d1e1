import { pageMeta } from '#shared/site/seo.ts';
import { OutreachScreen } from '#client/features/admin/outreach/OutreachScreen.tsx';
import { contactMessagesKind } from '#client/features/admin/outreach/outreach-kinds.ts';
import type { Route } from './+types/outreach.contact-messages';

/**
 * /admin/messages: what visitors sent through /contact. The admin layout's loader guards the page;
 * the data comes from the staff-only API, so a session that ends mid-visit returns to sign in.
 */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Messages · Admin', path: '/admin/messages', noIndex: true, matches });
}

export default function AdminMessages() {
  return (
    <OutreachScreen
      kind={contactMessagesKind}
      heading="Messages"
      intro="Messages sent through the contact form. Read each one, reply, and mark it handled."
    />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
