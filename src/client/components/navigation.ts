/** The site's navigation (docs/product.md#every-page). Labels and order are fixed, so they live in code. */
export interface NavItem {
  to: string;
  label: string;
  /** Rendered as a call-to-action button (Give). */
  highlight?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/house-churches', label: 'House Churches' },
  { to: '/events', label: 'Events' },
  { to: '/bible-study-signup', label: 'Bible Study' },
  { to: '/prayer-request', label: 'Prayer' },
  { to: '/messages', label: 'Messages' },
  { to: '/resources', label: 'Resources' },
  { to: '/press', label: 'Press Kit' },
  { to: '/giving', label: 'Give', highlight: true },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/events', label: 'Events' },
  { to: '/bible-study-signup', label: 'Bible Study' },
  { to: '/messages', label: 'Messages' },
  { to: '/resources', label: 'Resources' },
  { to: '/contact', label: 'Contact' },
];
