/**
 * The inline module script that starts a page without React's own small scripts: the footer form's
 * (footer-enhance.ts), handed the page's words and rules from their one home, and the menu's
 * (menu-enhance.ts). Each is a file of its own, hashed and cached for a year. Rendered by root.tsx, inert until the first paint like every module
 * script (defer-scripts.server.ts), and allowed by the CSP's nonce or, in a stored page, its hash.
 */
import {
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  STARTED_AT_FIELD,
  SUBMISSION_ID_FIELD,
} from '#shared/forms/guard-fields.ts';
import { LOCALE_FIELD, LOCALES, type Locale, pathInLocale } from '#shared/i18n/locales.ts';
import { NEWSLETTER_SUCCESS_CLEAR_MS, NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { FIELD_ERROR_CLASS, MESSAGE_TONES } from '#client/components/form/message-tones.ts';
import type { FooterEnhanceConfig, FooterWords } from '#client/features/newsletter/footer-enhance.ts';
import { NEWSLETTER_API_PATH, NEWSLETTER_PAGE } from '#client/features/newsletter/paths.ts';

function footerWords(locale: Locale): FooterWords {
  const t = NEWSLETTER_WORDS.in(locale);
  return {
    idle: t('form.subscribe'),
    sending: t('form.subscribing'),
    failure: t('form.failure'),
    emptyEmail: t('form.emptyEmail'),
    invalidEmail: t('form.invalidEmail'),
  };
}

/** The footer form posts to the newsletter page in the page's language (`/es/newsletter`). */
const footerFormSelector = LOCALES.map((locale) => pathInLocale(NEWSLETTER_PAGE, locale))
  .flatMap((page) => [`footer form[action="${page}"]`, `footer form[action^="${page}#"]`])
  .join(', ');

/**
 * The same inline script on every page, whatever its language (a stored page's CSP hash stays one):
 * the words of both languages, the script picks the page's.
 */
export const footerEnhanceConfig: FooterEnhanceConfig = {
  // The form posts to the page, with the answer's anchor when it has one (docs/product.md#form-kit-behaviour).
  form: footerFormSelector,
  api: NEWSLETTER_API_PATH,
  words: Object.fromEntries(LOCALES.map((locale) => [locale, footerWords(locale)])),
  localeField: LOCALE_FIELD,
  clearAfterMs: NEWSLETTER_SUCCESS_CLEAR_MS,
  minFillMs: MIN_FILL_MS,
  submissionIdField: SUBMISSION_ID_FIELD,
  startedAtField: STARTED_AT_FIELD,
  honeypotField: HONEYPOT_FIELD,
  tones: MESSAGE_TONES,
  fieldErrorClass: FIELD_ERROR_CLASS,
};

/** The built files' addresses (`?url` imports in root.tsx). */
export function scriptFreePageScript(urls: { footer: string; menu: string }): string {
  // `<` escaped: the text sits inside a <script> element.
  const json = JSON.stringify(footerEnhanceConfig).replaceAll('<', '\\u003c');
  return (
    `import{enhanceFooterNewsletter}from${JSON.stringify(urls.footer)};` +
    `import{enhanceMenu}from${JSON.stringify(urls.menu)};` +
    `enhanceMenu();enhanceFooterNewsletter(${json})`
  );
}
