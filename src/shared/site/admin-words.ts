/**
 * What every staff screen says when it cannot be shown (docs/product.md#staff-screens): the admin
 * error panel of every admin route, and the retry of a list that could not be loaded.
 */
export const ADMIN_ERROR_WORDS = {
  title: 'This screen could not be opened',
  message: 'Something went wrong while loading it. Check your connection, then try again.',
  retry: 'Try again',
} as const;

/**
 * The words of the admin's frame (docs/product.md#staff-screens): its navigation's groups, in their
 * order, and the menu button that folds it on a phone.
 */
export const ADMIN_NAV_WORDS = {
  label: 'Admin',
  menu: 'Menu',
  groups: {
    events: 'Events',
    people: 'People',
    email: 'Email',
    giving: 'Giving',
    website: 'Website',
    settings: 'Settings',
  },
} as const;
export type AdminNavGroup = keyof typeof ADMIN_NAV_WORDS.groups;

/** What a Copy button of the admin says once it has (or has not) copied its text. */
export const ADMIN_COPY_WORDS = {
  copied: 'Copied.',
  failed: 'This browser would not copy it: select the text and copy it by hand.',
} as const;

/**
 * What `npm start` (and `npm run serve`) print once the site listens, for the person at the terminal
 * (README.md, the quick start): where the site is, where staff sign in, and where email goes.
 */
export const STARTUP_WORDS = {
  running: (url: string) => `Site running at ${url}`,
  staffSignIn: (url: string) => `Staff sign in at ${url}`,
  firstAdmin: (url: string, username: string) =>
    `Staff sign in at ${url} as ${username}, with the password in the box above (shown this once)`,
  emailHeld: 'Email is not set up yet: emails wait in the outbox at /admin/newsletter/outbox',
  emailThrough: (host: string) => `Email goes out through ${host}`,
} as const;
