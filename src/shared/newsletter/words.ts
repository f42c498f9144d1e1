/**
 * The newsletter's words and timings, without zod, so browser code can use them without shipping
 * the schema library in every page's bundle (the footer form is on every page).
 */
export const NEWSLETTER_WORDS = {
  emptyEmail: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  failure: 'There was an error subscribing. Please try again.',
  // The one answer to every sign-up, new address or not: it never tells who is on the list
  // (docs/product.md#mailing-list-and-unsubscribing). The email tells the address's owner.
  subscribed: 'Thank you for subscribing! Please check your inbox for an email from us.',
  unsubscribed: 'You are unsubscribed and will not receive our emails any more.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;

/** The success message clears after this long (docs/product.md#newsletter-and-unsubscribe). */
export const NEWSLETTER_SUCCESS_CLEAR_MS = 5000;

/** The sign-up button, and its words while the form is being sent. */
export const NEWSLETTER_BUTTON = { idle: 'Subscribe', sending: 'Subscribing...' } as const;
