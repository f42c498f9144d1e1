import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';

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

/**
 * The public pages, once per language: English at the root, Spanish under `/es` with the same path
 * segments and route ids prefixed `es/` (docs/product.md#languages, decision 0023). The page modules
 * are the same; each reads its language from the URL.
 */
function publicPages(locale: Locale): RouteConfigEntry[] {
  const entries: RouteConfigEntry[] = [
    index('routes/home.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
    // --- Content pages
    route('about', 'routes/content.about.tsx'),
    route('resources', 'routes/content.resources.tsx'),
    route('press', 'routes/content.press.tsx'),
    route('press/whom-will-god-glorify', 'routes/content.press-kit-whom.tsx'),
    route('house-churches/why', 'routes/content.why-house-churches.tsx'),
    // --- end content pages
    route('giving', 'routes/giving.tsx'),
    route('giving/demo-checkout/:donationId', 'routes/giving.demo-checkout.tsx'),
    route('donation-success', 'routes/giving.success.tsx'),
    // The donor's own page: a one-time link signs in (docs/product.md#the-donors-own-page).
    route('giving/manage', 'routes/giving.manage.tsx'),
    route('giving/manage/sign-in', 'routes/giving.manage-sign-in.tsx'),
    route('giving/manage/receipts/:donationId', 'routes/giving.manage-receipt.ts'),
    // --- Outreach forms and devotional landings
    route('contact', 'routes/outreach.contact.tsx'),
    route('prayer-request', 'routes/outreach.prayer-request.tsx'),
    route('devotional-whom', 'routes/outreach.devotional-whom.tsx'),
    route('devotional', 'routes/outreach.devotional.tsx'),
    // The lead dialogs' forms on pages of their own, for a visit without JavaScript.
    route('devotional-whom/get-devotional', 'routes/outreach.lead-devotional.tsx', {
      id: 'lead-devotional-whom',
    }),
    route('devotional/get-devotional', 'routes/outreach.lead-devotional.tsx', {
      id: 'lead-devotional-fulfill',
    }),
    route('devotional-whom/event-details', 'routes/outreach.lead-event-details.tsx', {
      id: 'lead-event-details-whom',
    }),
    route('devotional/event-details', 'routes/outreach.lead-event-details.tsx', {
      id: 'lead-event-details-fulfill',
    }),
    route('bible-study-signup', 'routes/outreach.bible-study-signup.tsx'),
    // --- end outreach
    // House churches (/house-churches/why is the content area's page: a static segment, not shadowed).
    route('house-churches', 'routes/house-churches.tsx'),
    route('house-churches/start', 'routes/house-churches.start.tsx'),
    route('house-churches/:id/join', 'routes/house-churches.join.tsx'),
    route('events', 'routes/events.tsx'),
    // One RSVP's private manage link (a static segment, not shadowed by the event ids).
    route('events/rsvp', 'routes/events.rsvp.tsx'),
    route('events/waitlist', 'routes/events.waitlist.tsx'),
    route('events/:id/waitlist', 'routes/events.waitlist-join.tsx'),
    route('events/:id', 'routes/events.detail.tsx'),
    route('messages', 'routes/videos.tsx'),
    route('messages/:videoId', 'routes/videos.detail.tsx'),

    route('*', 'routes/not-found.tsx'),
  ];
  return locale === 'en' ? entries : entries.map((entry) => underLocale(entry, locale));
}

/** A route of `publicPages` under its language's prefix (`/es`), with an id of its own. */
function underLocale(entry: RouteConfigEntry, locale: Locale): RouteConfigEntry {
  const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
  const path = entry.index ? locale : `${locale}/${entry.path ?? ''}`;
  return { ...entry, index: false, path, id: `${locale}/${id}` };
}

export default caseSensitive([
  ...publicPages('en'),
  // --- Staff admin: login outside the guard; everything else under /admin inside it.
  route('admin/login', 'routes/admin/auth.login.tsx'),
  // A staff invitation's one-time link (docs/product.md#staff-accounts): public, like sign-in.
  route('admin/invitation', 'routes/admin/staff.invitation.tsx'),
  route('admin/login/two-factor', 'routes/admin/auth.login-two-factor.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('events', 'routes/admin/events.tsx'),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('messages', 'routes/admin/outreach.contact-messages.tsx'),
    route('prayer-requests', 'routes/admin/outreach.prayer-requests.tsx'),
    route('bible-study', 'routes/admin/outreach.bible-study.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('donations', 'routes/admin/giving.donations.tsx'),
    route('donations/recurring', 'routes/admin/giving.recurring-gifts.tsx'),
    route('newsletter', 'routes/admin/newsletter.tsx'),
    route('newsletter/outbox', 'routes/admin/newsletter.outbox.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    route('house-churches', 'routes/admin/house-churches.tsx'),
    route('house-churches/requests', 'routes/admin/house-churches.requests.tsx'),
    route('house-churches/applications', 'routes/admin/house-churches.applications.tsx'),
    route('house-churches/applications/:id', 'routes/admin/house-churches.application.tsx'),
    route('house-churches/:id', 'routes/admin/house-churches.church.tsx'),
    route('testimonies', 'routes/admin/content.testimonies.tsx'),
    route('resources', 'routes/admin/content.resources.tsx'),
    route('images', 'routes/admin/images.tsx'),
    route('content', 'routes/admin/content.tsx'),
    route('content/:key', 'routes/admin/content.document.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('account', 'routes/admin/staff.account.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('account/two-factor', 'routes/admin/staff.account-two-factor.tsx'),
    route('*', 'routes/admin/coming-soon.tsx', { id: 'admin-coming-soon' }),
  ]),
  // --- end staff admin
  ...LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => publicPages(locale)),
]) satisfies RouteConfig;
