/**
 * A newsletter staff composed, as one subscriber's email: the body as plain text and as HTML
 * (paragraphs, every character escaped), the unsubscribe link in both, and the RFC 8058 headers
 * that let a mail client unsubscribe with one click. Its footer (why they get it, the way out) is in
 * the language of the version sent (docs/product.md#newsletter-and-email-outbox).
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

export const NEWSLETTER_CAMPAIGN_KIND = 'newsletter.campaign';
/** A copy staff send themselves before the real thing. */
export const NEWSLETTER_TEST_KIND = 'newsletter.test';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Blank lines separate paragraphs; a single line break stays a line break. */
export function paragraphsToHtml(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

export interface CampaignEmailOptions {
  to: string;
  subject: string;
  body: string;
  /** The language the subject and body are written in: the footer's too. */
  locale: Locale;
  /** The /unsubscribe page (in the subscriber's language) (asks, then unsubscribes): the link people click. */
  unsubscribeUrl: string;
  /** The endpoint a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
  siteUrl: string;
}

export function newsletterCampaignEmail(options: CampaignEmailOptions): OutgoingEmail {
  const t = NEWSLETTER_WORDS.in(options.locale);
  const footer = t('campaign.why', { siteName: site.name, siteUrl: options.siteUrl });
  const text = [
    options.body.replace(/\r\n?/g, '\n').trim(),
    '',
    '--',
    footer,
    t('campaign.unsubscribeText', { url: options.unsubscribeUrl }),
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${options.locale}"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1e293b; line-height: 1.6; max-width: 40rem; margin: 0 auto; padding: 1rem;">',
    paragraphsToHtml(options.body),
    '<hr style="border: none; border-top: 1px solid #cbd5e1; margin: 2rem 0 1rem;">',
    `<p style="font-size: 0.875rem; color: #475569;">${escapeHtml(footer)}<br>`,
    `<a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(t('campaign.unsubscribeLink'))}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: NEWSLETTER_CAMPAIGN_KIND,
    to: options.to,
    subject: options.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${options.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
