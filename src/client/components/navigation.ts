/**
 * The site's navigation (docs/product.md#every-page). Order and targets are fixed, so they live in
 * code; the labels are the site catalogue's words (locales/<language>/site.json).
 */
import type { SiteWordKey } from '#shared/site/words.ts';

export interface NavItem {
  to: string;
  label: Extract<SiteWordKey, `nav.${string}`>;
  /** Rendered as a call-to-action button (Give). */
  highlight?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/house-churches', label: 'nav.houseChurches' },
  { to: '/events', label: 'nav.events' },
  { to: '/bible-study-signup', label: 'nav.bibleStudy' },
  { to: '/prayer-request', label: 'nav.prayer' },
  { to: '/messages', label: 'nav.messages' },
  { to: '/resources', label: 'nav.resources' },
  { to: '/press', label: 'nav.press' },
  { to: '/giving', label: 'nav.give', highlight: true },
  { to: '/contact', label: 'nav.contact' },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/events', label: 'nav.events' },
  { to: '/bible-study-signup', label: 'nav.bibleStudy' },
  { to: '/messages', label: 'nav.messages' },
  { to: '/resources', label: 'nav.resources' },
  { to: '/contact', label: 'nav.contact' },
];
