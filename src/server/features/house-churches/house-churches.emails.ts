/**
 * The house-church emails. The registrant's confirmation names the neighborhood and city only: the
 * exact place is shared by the leader after approval. Leader and staff notifications carry the
 * registrant's contact details, which they need to follow up.
 */
import {
  formatLocation,
  HOUSE_CHURCH_WORDS,
  JOIN_NEXT_STEPS,
  leaderTimeline,
  type HouseChurchJoinInput,
  type LeaderApplicationInput,
  type PublicHouseChurch,
  yearsSavedLabel,
} from '#shared/house-churches/contract.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import type { OutgoingEmail } from '#server/email/outbox.ts';
import { LANGUAGE_LABELS } from '#shared/house-churches/admin-words.ts';
import {
  churchNameIn,
  HOUSE_CHURCH_EMAIL_WORDS,
  meetingValues,
  pageUrl,
} from '#server/features/house-churches/house-churches.email-words.ts';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');

/** The person's language, for staff and leaders (they write back in it). */
const languageLine = (locale: Locale) => `Language: ${LANGUAGE_LABELS[locale]}`;

export function joinConfirmationEmail(options: {
  church: PublicHouseChurch;
  registrant: HouseChurchJoinInput;
  publicUrl: string;
}): OutgoingEmail {
  const { church, registrant, publicUrl } = options;
  const locale = registrant.locale;
  const t = HOUSE_CHURCH_EMAIL_WORDS.in(locale);
  const name = churchNameIn(church, locale);
  const meeting = meetingValues(
    { day: church.meeting_day, time: church.meeting_time, hours: church.meeting_duration_hours },
    locale,
  );
  const steps = HOUSE_CHURCH_WORDS.in(locale);
  const text = [
    t('dear', { name: registrant.first_name }),
    '',
    t('join.thanks', { church: name }),
    '',
    name,
    t('meetingLine', { ...meeting, place: formatLocation(church) }),
    t('join.ledBy', { leader: church.leader_name }),
    '',
    t('nextTitle'),
    ...JOIN_NEXT_STEPS.map((step, index) => `${index + 1}. ${steps(step)}`),
    '',
    t('join.why', { url: pageUrl(publicUrl, '/house-churches/why', locale) }),
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.confirmation',
    to: registrant.email,
    subject: t('join.subject', { church: name }),
    text,
  };
}

/**
 * To the address of a request that was already made: the site answered as if it were new (who asked
 * to join is private), so the owner of the address is the one told. It names only the church, which
 * the registrant chose, and carries nothing typed in this time (but the language it was asked in).
 */
export function joinAlreadyAskedEmail(options: {
  church: PublicHouseChurch;
  to: string;
  locale: Locale;
  publicUrl: string;
}): OutgoingEmail {
  const { church, to, locale, publicUrl } = options;
  const t = HOUSE_CHURCH_EMAIL_WORDS.in(locale);
  const name = churchNameIn(church, locale);
  const text = [
    t('hello'),
    '',
    t('alreadyAsked.body', { church: name }),
    '',
    t('alreadyAsked.notYou'),
    '',
    t('questions', { email: site.contact.email, url: pageUrl(publicUrl, '/contact', locale) }),
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.join.already-asked',
    to,
    subject: t('alreadyAsked.subject', { church: name }),
    text,
  };
}

export function joinNotificationEmail(options: {
  to: string;
  audience: 'leader' | 'staff';
  church: PublicHouseChurch;
  registrant: HouseChurchJoinInput;
}): OutgoingEmail {
  const { to, audience, church, registrant: r } = options;
  const text = [
    audience === 'leader'
      ? `Someone has asked to join your house church, ${church.name}.`
      : `A new request to join ${church.name} (led by ${church.leader_name}).`,
    '',
    `Name: ${r.first_name} ${r.last_name}`,
    `Email: ${r.email}`,
    `Phone: ${r.phone}`,
    `Testimony: ${orDash(r.testimony)}`,
    `Spiritual gifts: ${orDash(r.spiritual_gifts)}`,
    `Ministry interests: ${orDash(r.ministry_interests)}`,
    `Receive emails: ${yesNo(r.receive_emails)}`,
    `Receive text messages: ${yesNo(r.receive_sms)}`,
    languageLine(r.locale),
    '',
    `Members now: ${church.current_members}/${church.max_capacity}. The request takes a seat only once it is approved.`,
    '',
    'Please review the request within 24-48 hours. When it is approved, the registrant receives the address and meeting details by email.',
  ].join('\n');
  return {
    kind: audience === 'leader' ? 'house-church.join.leader' : 'house-church.join.staff',
    to,
    subject: `New request to join ${church.name}: ${r.first_name} ${r.last_name}`,
    text,
  };
}

const yearsLabel = (years: number) => yearsSavedLabel(years, 'en');

export function leaderApplicationConfirmationEmail(options: {
  application: LeaderApplicationInput;
  publicUrl: string;
}): OutgoingEmail {
  const { application: a, publicUrl } = options;
  const t = HOUSE_CHURCH_EMAIL_WORDS.in(a.locale);
  const text = [
    t('dear', { name: a.first_name }),
    '',
    t('application.thanks'),
    '',
    t('nextTitle'),
    ...leaderTimeline(a.locale).map((step) => t('application.step', step)),
    '',
    t('questions', { email: site.contact.email, url: pageUrl(publicUrl, '/contact', a.locale) }),
    '',
    `${site.name}`,
  ].join('\n');
  return {
    kind: 'house-church.leader-application.confirmation',
    to: a.email,
    subject: t('application.subject'),
    text,
  };
}

export function leaderApplicationStaffEmail(options: {
  to: string;
  application: LeaderApplicationInput;
  applicationId: string;
}): OutgoingEmail {
  const { to, application: a, applicationId } = options;
  const reference = (n: 1 | 2) =>
    [
      `Reference ${n}: ${a[`reference${n}_name`]}`,
      `  Relationship: ${orDash(a[`reference${n}_relationship`])}`,
      `  Email: ${a[`reference${n}_email`]}`,
      `  Phone: ${a[`reference${n}_phone`]}`,
    ].join('\n');
  const text = [
    `A new application to lead a house church (id ${applicationId}).`,
    '',
    `Name: ${a.first_name} ${a.last_name}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone}`,
    languageLine(a.locale),
    `Years saved: ${yearsLabel(a.years_saved)}`,
    `Current church: ${orDash(a.current_church)}`,
    '',
    `Testimony:\n${a.testimony}`,
    '',
    `Ministry experience:\n${a.ministry_experience}`,
    '',
    `Spiritual gifts:\n${a.spiritual_gifts}`,
    '',
    reference(1),
    reference(2),
    '',
    'Agreed to the statement of faith, the code of conduct and the ministry guidelines.',
    'Next: initial review within 1-3 days, then the reference check (3-5 days).',
  ].join('\n');
  return {
    kind: 'house-church.leader-application.staff',
    to,
    subject: `New house church leader application: ${a.first_name} ${a.last_name}`,
    text,
  };
}
