/**
 * The emails of staff decisions, in the person's language (docs/product.md#languages). Approval is
 * the one moment the exact place is shared: the registrant receives the address, arrival notes,
 * meeting day and time, and the leader's contact. A decline and the answers to leader applications
 * are written to be kind.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import type { houseChurches } from '#server/db/schema/index.ts';
import {
  churchNameIn,
  HOUSE_CHURCH_EMAIL_WORDS,
  meetingValues,
  pageUrl,
} from '#server/features/house-churches/house-churches.email-words.ts';

type Church = typeof houseChurches.$inferSelect;
interface Person {
  first_name: string;
  email: string;
  /** The language the person asked in. */
  locale: Locale;
}

/** Street, ZIP, city and state as one line; what is missing is left out. */
export function fullAddress(church: Church): string {
  const cityLine = [church.city, [church.state, church.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [church.streetAddress, cityLine].filter(Boolean).join(', ');
}

/** The church's name as the person reads it. */
const nameFor = (church: Church, locale: Locale) =>
  churchNameIn({ name: church.name, name_es: church.nameEs }, locale);

export function joinApprovedEmail(options: {
  church: Church;
  person: Person;
  publicUrl: string;
}): OutgoingEmail {
  const { church, person, publicUrl } = options;
  const t = HOUSE_CHURCH_EMAIL_WORDS.in(person.locale);
  const name = nameFor(church, person.locale);
  const map =
    church.latitude !== null && church.longitude !== null
      ? `https://www.google.com/maps/search/?api=1&query=${church.latitude},${church.longitude}`
      : null;
  const [first, second] = [church.leaderEmail, church.leaderPhone].filter(Boolean);
  const contact = first && second ? t('approved.either', { first, second }) : (first ?? null);
  const meeting = meetingValues(
    { day: church.meetingDay, time: church.meetingTime, hours: Number(church.meetingDurationHours) },
    person.locale,
  );
  const text = [
    t('dear', { name: person.first_name }),
    '',
    t('approved.goodNews', { church: name }),
    '',
    t('approved.whereWhen'),
    name,
    t('approved.address', { address: fullAddress(church) }),
    ...(church.neighborhood ? [t('approved.neighborhood', { neighborhood: church.neighborhood })] : []),
    ...(map ? [t('approved.map', { url: map })] : []),
    t('approved.when', meeting),
    ...(church.arrivalNotes ? [t('approved.arriving', { notes: church.arrivalNotes })] : []),
    '',
    contact
      ? t('approved.leaderContact', { leader: church.leaderName, contact })
      : t('approved.leader', { leader: church.leaderName }),
    '',
    t('approved.private'),
    t('approved.why', { url: pageUrl(publicUrl, '/house-churches/why', person.locale) }),
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.approved',
    to: person.email,
    subject: t('approved.subject', { church: name }),
    text,
  };
}

export function joinDeclinedEmail(options: {
  church: Church;
  person: Person;
  publicUrl: string;
}): OutgoingEmail {
  const { church, person, publicUrl } = options;
  const t = HOUSE_CHURCH_EMAIL_WORDS.in(person.locale);
  const name = nameFor(church, person.locale);
  const text = [
    t('dear', { name: person.first_name }),
    '',
    t('declined.sorry', { church: name }),
    '',
    t('declined.others', { url: pageUrl(publicUrl, '/house-churches', person.locale) }),
    t('declined.help', { email: site.contact.email }),
    '',
    t('declined.praying'),
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.declined',
    to: person.email,
    subject: t('declined.subject', { church: name }),
    text,
  };
}

export function applicationDecisionEmail(options: {
  decision: 'approved' | 'declined';
  person: Person;
  publicUrl: string;
}): OutgoingEmail {
  const { decision, person, publicUrl } = options;
  const t = HOUSE_CHURCH_EMAIL_WORDS.in(person.locale);
  const body =
    decision === 'approved'
      ? [t('decision.approvedYes'), '', t('decision.approvedNext')]
      : [
          t('decision.declinedNotNow'),
          '',
          t('decision.declinedGrow', { url: pageUrl(publicUrl, '/house-churches', person.locale) }),
          t('decision.declinedTalk', { email: site.contact.email }),
        ];
  return {
    kind: `house-church.leader-application.${decision}`,
    to: person.email,
    subject: t(decision === 'approved' ? 'decision.approvedSubject' : 'decision.declinedSubject'),
    text: [
      t('dear', { name: person.first_name }),
      '',
      ...body,
      '',
      t('decision.gratitude'),
      `${site.name}`,
    ].join('\n'),
  };
}
