/**
 * The words of the content pages that are not site content themselves (docs/product.md#resources,
 * #press): locales/en/content.json and locales/es/content.json (decision 0023).
 */
import en from '#locales/en/content.json' with { type: 'json' };
import es from '#locales/es/content.json' with { type: 'json' };
import { defineWords } from '#shared/i18n/words.ts';

export const CONTENT_PAGE_WORDS = defineWords('content', en, es);

/** The words of the site-content screens and API, for staff (docs/product.md#site-content). */
export const CONTENT_WORDS = {
  notFound: 'No such content document.',
  versionNotFound: 'No such version of this document.',
  required: 'Please fill this in.',
  requiredToPublish: 'Please fill this in before publishing.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  tooFew: (min: number) => `Please keep at least ${min}.`,
  tooMany: (max: number) => `Please keep at most ${max}.`,
  wholeNumber: (min: number, max: number) => `Please enter a whole number from ${min} to ${max}.`,
  url: 'Please enter a full web address starting with https://.',
  href: 'Please enter a path on this site (starting with /), a web address (https://…) or a mailto: address.',
  path: 'Please enter a path on this site, starting with /.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number (digits, spaces, +, -, brackets).',
  timeZone: 'Please choose a time zone from the list, such as America/New_York.',
  clockTime: 'Please enter a time of day such as 19:00.',
  gaMeasurementId: 'A Google Analytics 4 measurement ID looks like G-ABC123XYZ.',
  metaPixelId: 'A Meta Pixel ID is 5 to 20 digits.',
  wrongShape: 'This part of the document is not in the expected form.',
  administratorOnly: 'Only an administrator can change this.',
  invalid: 'Please correct the highlighted fields.',
  cannotPublish: 'Some required fields are empty. Please fill them in before publishing.',
  nothingToPublish: 'There is no draft to publish.',
  draftSaved: 'Draft saved. Visitors still see the published version.',
  draftDiscarded: 'Draft discarded.',
  published: 'Published. Visitors see it now.',
  restored: (version: number) => `Version ${version} is published again.`,
  noChanges: 'This version is the same as the current one.',
} as const;
