/**
 * The outreach emails: a notification to staff and a confirmation to the visitor for each form.
 * Every visitor email is in the language of the page the form was sent from, with links to pages in
 * that language, and ends with the unsubscribe link when the person is on the mailing list; staff
 * emails stay English and say the person's language (docs/product.md#languages).
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { pathInLocale } from '#shared/i18n/locales.ts';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { site, siteIn } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

export interface EmailContext {
  publicUrl: string;
  /** The visitor's unsubscribe link, or null when they are not on the mailing list. */
  unsubscribeUrl: string | null;
  /** The visitor's language: their email's words and links. */
  locale: Locale;
}

/** Header lines never carry a line break from a visitor. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The visitor's words, in their language. */
export const visitorWords = (context: Pick<EmailContext, 'locale'>) => OUTREACH_WORDS.in(context.locale);

/** A page of the site, in the visitor's language, as a full address. */
export const pageUrl = (context: Pick<EmailContext, 'publicUrl' | 'locale'>, path: string) =>
  `${context.publicUrl}${pathInLocale(path, context.locale)}`;

function visitorFooter(context: EmailContext): string[] {
  const t = visitorWords(context);
  const home = context.locale === 'en' ? context.publicUrl : pageUrl(context, '/');
  const lines = ['', `${site.name}`, `${siteIn(context.locale).tagline} · ${home}`, ''];
  lines.push(
    context.unsubscribeUrl ? t('email.unsubscribe', { url: context.unsubscribeUrl }) : t('email.oneTime'),
  );
  return lines;
}

export function visitorEmail(
  kind: string,
  to: string,
  subject: string,
  body: string[],
  context: EmailContext,
): OutgoingEmail {
  return {
    kind,
    to,
    subject: oneLine(subject),
    text: [...body, ...visitorFooter(context)].join('\n'),
  };
}

export function staffEmail(kind: string, to: string, subject: string, body: string[]): OutgoingEmail {
  return {
    kind,
    to,
    subject: oneLine(`[${site.shortName}] ${subject}`),
    text: [...body, '', 'Sent by the website.'].join('\n'),
  };
}

/** How a staff email names the language a person used (staff read English). */
export { LANGUAGE_LABELS as STAFF_LANGUAGE_NAMES } from '#shared/outreach/admin-words.ts';

/** `Label: value` lines, leaving out the values not given. */
export function detailLines(entries: Array<[string, string | null | undefined]>): string[] {
  return entries.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}

export const greeting = (context: Pick<EmailContext, 'locale'>, name: string) =>
  visitorWords(context)('email.greeting', { name: oneLine(name) });
/** Read at each email: the ministry's name is a setting staff may change. */
export const signOff = (context: Pick<EmailContext, 'locale'>) => {
  const t = visitorWords(context);
  return ['', t('email.signOff'), t('email.team', { siteName: site.name })];
};
