/**
 * The waitlist's emails (docs/product.md#waitlist): the confirmation of a place in line, the note to
 * an address already in line, the offer of seats (each of these carries the entry's private link), and
 * the note that an offer ran out. Each is written in the entry's language (the one it joined in), with
 * its links under /es for Spanish.
 */
import { EVENTS_WORDS, partyLabel, type Event } from '#shared/events/contract.ts';
import { offerEndsLabel } from '#shared/events/waitlist-words.ts';
import { readLocale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { emailTitle, eventDetails, eventPageUrl } from '#server/features/events/events.emails.ts';

interface WaitlistPerson {
  name: string;
  email: string;
  guests: number;
  /** The language the entry joined in ('en' when not known). */
  locale?: string | null;
}

export interface WaitlistEmailInput {
  event: Event;
  entry: WaitlistPerson;
  /** The entry's real place in line. */
  place: number;
  /** The entry's private page (waitlist-links.ts), in the entry's language. */
  linkUrl: string;
  publicUrl: string;
}

export function waitlistJoinedEmail(
  input: WaitlistEmailInput & { answer: 'new' | 'already' },
): OutgoingEmail {
  const { event, entry, place, linkUrl, publicUrl, answer } = input;
  const locale = readLocale(entry.locale);
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  return {
    kind: answer === 'already' ? 'events.waitlist_already_in_line' : 'events.waitlist_joined',
    to: entry.email,
    subject: t(answer === 'already' ? 'waitlistEmail.subjectAlready' : 'waitlistEmail.subjectJoined', {
      title,
    }),
    text: [
      t('email.dear', { name: entry.name }),
      '',
      t(answer === 'already' ? 'waitlistEmail.already' : 'waitlistEmail.joined', { title }),
      '',
      ...eventDetails(event, locale),
      t('waitlistEmail.party', { party: partyLabel(entry.guests, locale) }),
      t('waitlistEmail.place', { place }),
      '',
      t('waitlistEmail.howOffers'),
      '',
      t('email.details', { url: eventPageUrl(publicUrl, event, locale) }),
      '',
      t('waitlistEmail.linkLines'),
      linkUrl,
      '',
      site.name,
    ].join('\n'),
  };
}

export function waitlistOfferEmail(
  input: Omit<WaitlistEmailInput, 'place'> & { expiresAt: Date },
): OutgoingEmail {
  const { event, entry, linkUrl, publicUrl, expiresAt } = input;
  const locale = readLocale(entry.locale);
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  return {
    kind: 'events.waitlist_offer',
    to: entry.email,
    subject: t('waitlistEmail.offerSubject', { title }),
    text: [
      t('email.dear', { name: entry.name }),
      '',
      t('waitlistEmail.offerGoodNews', { title }),
      t('waitlistEmail.offerHolding', {
        party: partyLabel(entry.guests, locale),
        ends: offerEndsLabel(expiresAt, locale),
      }),
      '',
      ...eventDetails(event, locale),
      '',
      t('waitlistEmail.offerLink'),
      linkUrl,
      '',
      t('waitlistEmail.offerNoAnswer'),
      '',
      t('email.details', { url: eventPageUrl(publicUrl, event, locale) }),
      '',
      site.name,
    ].join('\n'),
  };
}

/**
 * To someone whose offer ran out: where the seats went (to the next in line, or open again when no one
 * waiting fits), and the event page to try again.
 */
export function waitlistOfferExpiredEmail(input: {
  event: Event;
  entry: WaitlistPerson;
  publicUrl: string;
  expiredAt: Date;
  /** Someone next in line was offered the seats. */
  passedOn: boolean;
}): OutgoingEmail {
  const { event, entry, publicUrl, expiredAt, passedOn } = input;
  const locale = readLocale(entry.locale);
  const t = EVENTS_WORDS.in(locale);
  const title = emailTitle(event, locale);
  const held = t('waitlistEmail.expiredHeld', {
    party: partyLabel(entry.guests, locale),
    title,
    ends: offerEndsLabel(expiredAt, locale),
  });
  return {
    kind: 'events.waitlist_offer_expired',
    to: entry.email,
    subject: t('waitlistEmail.expiredSubject', { title }),
    text: [
      t('email.dear', { name: entry.name }),
      '',
      `${held} ${t(passedOn ? 'waitlistEmail.expiredPassedOn' : 'waitlistEmail.expiredOpen')}`,
      '',
      ...eventDetails(event, locale),
      '',
      t('waitlistEmail.expiredAgain'),
      eventPageUrl(publicUrl, event, locale),
      '',
      site.name,
    ].join('\n'),
  };
}
