/**
 * The outreach emails: a notification to staff and a confirmation to the visitor for each form.
 * Every visitor email ends with the unsubscribe link when the person is on the mailing list.
 */
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';

export interface EmailContext {
  publicUrl: string;
  /** The visitor's unsubscribe link, or null when they are not on the mailing list. */
  unsubscribeUrl: string | null;
}

/** Header lines never carry a line break from a visitor. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function visitorFooter(context: EmailContext): string[] {
  const lines = ['', `${site.name}`, `${site.tagline} · ${context.publicUrl}`, ''];
  if (context.unsubscribeUrl) {
    lines.push(
      `You are on our mailing list. To stop our emails, unsubscribe here: ${context.unsubscribeUrl}`,
    );
  } else {
    lines.push(
      'You are not on our mailing list: this is a one-time reply to the form you sent, and no further emails will follow unless you ask for them.',
    );
  }
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

/** `Label: value` lines, leaving out the values not given. */
export function detailLines(entries: Array<[string, string | null | undefined]>): string[] {
  return entries.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}

export const greeting = (name: string) => `Dear ${oneLine(name)},`;
/** Read at each email: the ministry's name is a setting staff may change. */
export const signOff = () => ['', 'With love and prayers,', `The ${site.name} team`];
