/**
 * What the public error pages say (docs/product.md#not-found-and-errors): the friendly 404 and the
 * page for anything unexpected, both inside the site's header and footer.
 */
export const SITE_ERROR_WORDS = {
  notFound: {
    eyebrow: 'Error 404',
    title: 'Page not found',
    /** The 404's description for search engines and link previews. */
    description: 'We could not find the page you were looking for.',
    text: 'We looked everywhere but could not find that page. It may have moved, or the link may be mistyped. Let us help you find your way.',
    exploreHeading: (siteName: string) => `Or explore ${siteName}`,
  },
  failed: {
    eyebrow: 'Sorry',
    title: 'Something went wrong',
    /** Followed by the ministry's contact address and a full stop. */
    textBeforeEmail:
      'Something unexpected happened on our side. Please try again in a moment. If it keeps happening, write to us at',
  },
  home: 'Back to the home page',
  /** The 404's links to the main sections. */
  sections: [
    { to: '/about', label: 'About us', text: 'Our story, founders and what we believe.' },
    { to: '/events', label: 'Events', text: 'Gatherings, services and Bible studies.' },
    { to: '/house-churches', label: 'House Churches', text: 'Find a home group near you.' },
    { to: '/messages', label: 'Messages', text: 'Watch recent teaching.' },
    { to: '/resources', label: 'Resources', text: 'Books and free devotionals.' },
    { to: '/contact', label: 'Contact', text: 'Reach out or ask for prayer.' },
  ],
} as const;

/**
 * Where and when the ministry meets, wherever it is shown (home, About, Contact, event pages and
 * emails; docs/product.md#home). The place and times themselves are site settings.
 */
export const VISIT_WORDS = {
  heading: 'Plan your visit',
  when: 'When',
  where: 'Where',
  expect: 'What to expect',
  next: 'Next',
  nextGatheringButton: 'See the next gathering',
  noNextGathering: 'See upcoming events',
  mapLink: 'Map and directions',
  arrival: 'Parking and entry',
  opensInNewTab: ' (opens in a new tab)',
  /** The events banner's standing text when staff leave theirs blank. */
  bannerText: (gathering: string, when: string) => `${gathering}: ${when}.`,
  /** Under a list of times: which zone they are in. */
  timesIn: (zone: string) => `Every time is in ${zone}.`,
  /** An email's line about the regular gathering. */
  gatheringLine: (gathering: string, when: string, place: string) => `${gathering}: ${when}, at ${place}.`,
} as const;
