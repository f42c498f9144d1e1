import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Every path matches in one spelling only, as the site writes its links: `/ABOUT` is not `/about` but
 * a 404, so letter cases cannot make copies of a page in the page cache (decision 0011).
 */
function caseSensitive(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    caseSensitive: true,
    ...(entry.children ? { children: caseSensitive(entry.children) } : {}),
  }));
}

export default caseSensitive([
  index('routes/home.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  // --- Content pages
  route('about', 'routes/about.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('press', 'routes/press.tsx'),
  route('press/whom-will-god-glorify', 'routes/press-kit-whom.tsx'),
  route('house-churches/why', 'routes/why-house-churches.tsx'),
  // --- end content pages
  route('giving', 'routes/giving.tsx'),
  route('giving/demo-checkout/:donationId', 'routes/giving-demo-checkout.tsx'),
  route('donation-success', 'routes/donation-success.tsx'),
  // The donor's own page: a one-time link signs in (docs/product.md#the-donors-own-page).
  route('giving/manage', 'routes/giving-manage.tsx'),
  route('giving/manage/sign-in', 'routes/giving-manage-sign-in.tsx'),
  route('giving/manage/receipts/:donationId', 'routes/giving-manage-receipt.ts'),
  // --- Outreach forms and devotional landings
  route('contact', 'routes/contact.tsx'),
  route('prayer-request', 'routes/prayer-request.tsx'),
  route('devotional-whom', 'routes/devotional-whom.tsx'),
  route('devotional', 'routes/devotional.tsx'),
  // The lead dialogs' forms on pages of their own, for a visit without JavaScript.
  route('devotional-whom/get-devotional', 'routes/lead-devotional.tsx', { id: 'lead-devotional-whom' }),
  route('devotional/get-devotional', 'routes/lead-devotional.tsx', { id: 'lead-devotional-fulfill' }),
  route('devotional-whom/event-details', 'routes/lead-event-details.tsx', { id: 'lead-event-details-whom' }),
  route('devotional/event-details', 'routes/lead-event-details.tsx', { id: 'lead-event-details-fulfill' }),
  route('bible-study-signup', 'routes/bible-study-signup.tsx'),
  // --- end outreach
  // House churches (/house-churches/why is the content area's page: a static segment, not shadowed).
  route('house-churches', 'routes/house-churches.tsx'),
  route('house-churches/start', 'routes/house-churches.start.tsx'),
  route('house-churches/:id/join', 'routes/house-churches.join.tsx'),
  route('events', 'routes/events.tsx'),
  // One RSVP's private manage link (a static segment, not shadowed by the event ids).
  route('events/rsvp', 'routes/events-rsvp.tsx'),
  route('events/waitlist', 'routes/events-waitlist.tsx'),
  route('events/:id/waitlist', 'routes/events-waitlist-join.tsx'),
  route('events/:id', 'routes/events-detail.tsx'),
  route('messages', 'routes/messages.tsx'),
  route('messages/:videoId', 'routes/messages.detail.tsx'),

  // --- Staff admin: login outside the guard; everything else under /admin inside it.
  route('admin/login', 'routes/admin/login.tsx'),
  // A staff invitation's one-time link (docs/product.md#staff-accounts): public, like sign-in.
  route('admin/invitation', 'routes/admin/invitation.tsx'),
  route('admin/login/two-factor', 'routes/admin/login-two-factor.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('events', 'routes/admin/events.tsx'),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('prayer-requests', 'routes/admin/prayer-requests.tsx'),
    route('bible-study', 'routes/admin/bible-study.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('donations', 'routes/admin/donations.tsx'),
    route('donations/recurring', 'routes/admin/donations.recurring.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('newsletter/outbox', 'routes/admin/newsletter-outbox.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('house-churches', 'routes/admin/house-churches.tsx'),
    route('house-churches/requests', 'routes/admin/house-churches.requests.tsx'),
    route('house-churches/applications', 'routes/admin/house-churches.applications.tsx'),
    route('house-churches/applications/:id', 'routes/admin/house-churches.application.tsx'),
    route('house-churches/:id', 'routes/admin/house-churches.church.tsx'),
    route('testimonies', 'routes/admin/testimonies.tsx'),
    route('resources', 'routes/admin/resources.tsx'),
    route('images', 'routes/admin/images.tsx'),
    route('content', 'routes/admin/content.tsx'),
    route('content/:key', 'routes/admin/content.document.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('account/two-factor', 'routes/admin/account-two-factor.tsx'),
    route('*', 'routes/admin/coming-soon.tsx', { id: 'admin-coming-soon' }),
  ]),
  // --- end staff admin

  route('*', 'routes/not-found.tsx'),
]) satisfies RouteConfig;
