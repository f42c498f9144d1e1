/**
 * The donor's own page's words (docs/product.md#the-donors-own-page quotes them: change both
 * together), without zod so pages can use them.
 */
import en from '#locales/en/giving-manage.json' with { type: 'json' };
import es from '#locales/es/giving-manage.json' with { type: 'json' };
import { DONOR_LINK_FORM_WORDS } from '#shared/giving/donor-link-words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { defineWords } from '#shared/i18n/words.ts';

/**
 * The donor page's words in English and Spanish (locales/{en,es}/giving-manage.json, decision 0023),
 * a catalogue of its own so /giving's scripts do not carry them. The constants below are the English.
 */
export const GIVING_MANAGE_WORDS = defineWords('giving-manage', en, es);

export const DONOR_PAGE_PATH = '/giving/manage';
export { DONOR_LINK_API_PATH, DONOR_SIGN_IN_PAGE_PATH } from '#shared/giving/donor-link-words.ts';

/** How long a sign-in link works, and how long a donor's session lasts without use. */
export const DONOR_LINK_MINUTES = 30;
export const DONOR_IDLE_MINUTES = 30;

export const DONOR_PAGE_WORDS = {
  ...DONOR_LINK_FORM_WORDS,
  /** The same answer whether or not the address has given: it reveals nothing. */
  linkSent: `Thank you. If this address has given to us, a sign-in link is on its way. It works once, for ${DONOR_LINK_MINUTES} minutes. No email? Check the address you used when you gave.`,
  emailRequired: 'Please enter your email address.',
  invalidEmail: 'Please enter a valid email address.',
  continueHeading: 'Sign in to manage your giving',
  continueText: 'Press Continue to see your gifts.',
  continueButton: 'Continue',
  linkSpent: 'This sign-in link has already been used or has expired',
  linkSpentHelp: `Each link works once, for ${DONOR_LINK_MINUTES} minutes. Ask for a fresh one below.`,
  signedOutHeading: 'Sign in to manage your giving',
  signedOutText: `Your session ended, or you have not signed in yet. We will email you a link (sessions end after ${DONOR_IDLE_MINUTES} idle minutes).`,
  pageHeading: 'My giving',
  noGifts: 'There are no gifts with this address yet.',
  signOut: 'Sign out',
  demoLabel: 'Demo (no money given)',
} as const;

/** What the donor can do to one recurring gift (the page's forms post one of these as `intent`). */
export const RECURRING_INTENTS = ['change', 'pause', 'resume', 'cancel', 'card'] as const;
export type RecurringIntent = (typeof RECURRING_INTENTS)[number];

/** Said only after the change is stored (and, for a real gift, made at Stripe). */
export const RECURRING_WORDS = {
  changed: 'Your recurring gift is changed. The new amount and designation apply from the next charge.',
  paused: 'Your recurring gift is paused. Nothing will be charged until you resume it.',
  resumed: 'Your recurring gift is running again from the next charge.',
  cancelled: 'Your recurring gift is cancelled. Nothing more will be charged. Thank you for your giving.',
  cardDemo: 'This is a demo gift: there is no card to change.',
  notFound: 'That recurring gift is not one of yours, or has already ended.',
  stripeFailed: 'The change could not be made just now. Nothing was changed. Please try again in a moment.',
  demoNote: 'Demo gift: changes are made on this site only; no card is charged.',
} as const;

/**
 * A recurring-gift answer of the service (English, one of RECURRING_WORDS) in the page's language;
 * any other message is returned as it is.
 */
export function recurringMessageIn(message: string, locale: Locale): string {
  const key = (Object.keys(RECURRING_WORDS) as Array<keyof typeof RECURRING_WORDS>).find(
    (name) => RECURRING_WORDS[name] === message,
  );
  return key ? GIVING_MANAGE_WORDS.in(locale)(`recurring.${key}`) : message;
}
