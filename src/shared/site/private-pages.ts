/**
 * Pages that are one person's own, declared once (docs/product.md#private-links): the pages a
 * private link opens, and the other private pages. The server moves a link's key out of the
 * address bar on its first request (src/server/features/private-links/), and the layout loads no
 * analytics on any of these pages (src/client/root.tsx). Zod-free: the layout imports it. A page is
 * private in every language (`/es/events/rsvp` as `/events/rsvp`).
 */
import { pathWithoutLocale } from '#shared/i18n/locales.ts';

export interface PrivateLinkPage {
  /** The page the link opens; its cookie is scoped to this path. */
  path: string;
  /** The query parameters that open it: they move into the cookie, and the page reads them there. */
  carries: readonly string[];
  /** Parameters nobody reads that must not stay in the address bar either. */
  drops?: readonly string[];
}

/**
 * Every kind of private link. A new kind is one line here and one `privateLinks.read(request, kind)`
 * in its page; its email keeps the link as it is (`?token=…`).
 */
export const PRIVATE_LINK_PAGES = {
  /** One RSVP's manage link (docs/product.md#managing-an-rsvp). */
  rsvp: { path: '/events/rsvp', carries: ['token'] },
  /** One waitlist entry's link (docs/product.md#waitlist). */
  waitlist: { path: '/events/waitlist', carries: ['token'] },
  /** The donor's one-time sign-in link (docs/product.md#the-donors-own-page). */
  donor: { path: '/giving/manage', carries: ['token'] },
  /** A staff invitation (docs/product.md#staff-accounts). */
  invitation: { path: '/admin/invitation', carries: ['token'] },
  /** The unsubscribe link in emails (docs/product.md#newsletter-and-unsubscribe). */
  unsubscribe: { path: '/unsubscribe', carries: ['token'] },
  /** Where the checkout sends the donor back (docs/product.md#donation-success). */
  gift: {
    path: '/donation-success',
    carries: ['donation_id', 'recurring_gift_id'],
    drops: ['session_id'],
  },
} as const satisfies Record<string, PrivateLinkPage>;

export type PrivateLinkKind = keyof typeof PRIVATE_LINK_PAGES;

/**
 * Private pages besides the links' own: the staff side, the donor's pages and receipts, the demo
 * checkout (its path holds a gift's id). A path counts with everything under it.
 */
const OTHER_PRIVATE_PATHS = ['/admin', '/giving/manage', '/giving/demo-checkout'];

const PRIVATE_PATHS = [...Object.values(PRIVATE_LINK_PAGES).map((page) => page.path), ...OTHER_PRIVATE_PATHS];

/** Whether `pathname` is a private page: no analytics tag is ever loaded on it. */
export function isPrivatePage(path: string): boolean {
  const pathname = pathWithoutLocale(path);
  return PRIVATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
