/**
 * The two lead forms (a free devotional, event details) and where they live: in a dialog on each
 * devotional landing, and on a page of their own under it (/devotional-whom/get-devotional,
 * /devotional-whom/event-details, and the same under /devotional) that the dialog's opener links to,
 * so a person without JavaScript can fill the same form. No zod here: the schema loads on first use.
 */
import {
  DEVOTIONAL_INTERESTS,
  type DEVOTIONAL_SOURCES,
  EVENT_INTERESTS,
  OUTREACH_API,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
  type OutreachWordKey,
} from '#shared/outreach/words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { pathWithoutLocale } from '#shared/i18n/locales.ts';
import type { FormShape } from '#shared/forms/form-data.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import type { SchemaSource } from '#client/components/form/use-form.ts';

/** One devotional's file, title and cover: site content (the `devotionals` document). */
export type Devotional = ContentDocuments['devotionals']['whom'];

/**
 * The devotional landings, each with its devotional in the `devotionals` document and what its lead
 * form sends with it. The source is fixed here, not taken from the editable document: the API
 * accepts only these (DEVOTIONAL_SOURCES).
 */
export const LANDINGS = {
  '/devotional-whom': {
    title: 'Whom Will God Glorify?',
    devotional: 'whom',
    source: 'whom_will_god_glorify_devotional',
    /** The 30-day book page sends the book title too. */
    withBookTitle: true,
  },
  '/devotional': {
    title: 'Fulfill Your Days',
    devotional: 'fulfill',
    source: 'avoiding_untimely_death_devotional',
    withBookTitle: false,
  },
} as const satisfies Record<
  string,
  {
    title: string;
    devotional: keyof ContentDocuments['devotionals'];
    source: (typeof DEVOTIONAL_SOURCES)[number];
    withBookTitle: boolean;
  }
>;
export type LandingPath = keyof typeof LANDINGS;

export const devotionalLeadPage = (landing: LandingPath) => `${landing}/get-devotional`;
export const eventDetailsPage = (landing: LandingPath) => `${landing}/event-details`;

/** The landing a lead page (or its post) sits under, in either language: its path without the last segment. */
export function landingOf(pathname: string): LandingPath {
  const parent = pathWithoutLocale(pathname)
    .replace(/\/+$/, '')
    .replace(/\/[^/]*$/, '');
  return parent in LANDINGS ? (parent as LandingPath) : '/devotional-whom';
}

export interface LeadKind {
  endpoint: string;
  schema: SchemaSource;
  shape: FormShape;
  /** Event leads need a phone number (docs/product.md#devotional-downloads-and-leads). */
  phoneRequired: boolean;
  interests: ReadonlyArray<{ value: string; label: string }>;
  /** Sent with the form as hidden fields: which devotional, which book. */
  hidden: Record<string, string>;
  title: string;
  /** Under the dialog's title. */
  description: string;
  /** Under the lead page's title, where nothing downloads by itself without JavaScript. */
  pageIntro: string;
  submitLabel: string;
  successMessage: string;
  /** The name the analytics lead event carries. */
  trackAs: string;
  /** On a Spanish page: the devotional itself is in English. */
  languageNote?: string | undefined;
  /** The PDF a devotional lead downloads (the answer's download_url wins). */
  download?: { url: string; fileName: string; title: string };
}

const DEVOTIONAL_INTEREST_LABELS: Record<(typeof DEVOTIONAL_INTERESTS)[number], OutreachWordKey> = {
  devotionals: 'lead.interest.devotionals',
  events: 'lead.interest.events',
  prophecy: 'lead.interest.prophecy',
};
const EVENT_INTEREST_LABELS: Record<(typeof EVENT_INTERESTS)[number], OutreachWordKey> = {
  prayer_ministry: 'lead.interest.prayerMinistry',
  volunteer: 'lead.interest.volunteer',
  updates: 'lead.interest.updates',
};

/**
 * The free devotional's lead form of `landing`, offering `devotional` (its file in the `devotionals`
 * document), in the page's language.
 */
export function devotionalLead(
  landing: LandingPath,
  devotional: Devotional,
  locale: Locale = 'en',
): LeadKind {
  const { source, withBookTitle } = LANDINGS[landing];
  const t = OUTREACH_WORDS.in(locale);
  return {
    endpoint: OUTREACH_API.devotionalLead,
    schema: () => import('#shared/outreach/contract.ts').then((module) => module.devotionalLeadSchema),
    shape: OUTREACH_FORM_SHAPES.devotionalLead,
    phoneRequired: false,
    interests: DEVOTIONAL_INTERESTS.map((value) => ({ value, label: t(DEVOTIONAL_INTEREST_LABELS[value]) })),
    hidden: withBookTitle ? { source, book_title: devotional.bookTitle } : { source },
    title: t('lead.devotionalTitle', { shortTitle: devotional.shortTitle }),
    description: t('lead.devotionalDescription', { title: devotional.title }),
    pageIntro: t('lead.devotionalPageIntro', { title: devotional.title }),
    submitLabel: t('lead.devotionalSubmit'),
    successMessage: OUTREACH_ANSWER_KEYS.devotionalSuccess,
    // The devotionals are English files (docs/product.md#devotional-downloads-and-leads).
    languageNote: locale === 'en' ? undefined : t('lead.devotionalInEnglish'),
    trackAs: `devotional:${source}`,
    download: { url: devotional.pdf, fileName: devotional.fileName, title: devotional.title },
  };
}

/** The event details' lead form, in the page's language. */
export function eventLeadIn(locale: Locale): LeadKind {
  const t = OUTREACH_WORDS.in(locale);
  return {
    endpoint: OUTREACH_API.eventLead,
    schema: () => import('#shared/outreach/contract.ts').then((module) => module.eventLeadSchema),
    shape: OUTREACH_FORM_SHAPES.eventLead,
    phoneRequired: true,
    interests: EVENT_INTERESTS.map((value) => ({ value, label: t(EVENT_INTEREST_LABELS[value]) })),
    hidden: {},
    title: t('lead.eventTitle'),
    description: t('lead.eventDescription'),
    pageIntro: t('lead.eventDescription'),
    submitLabel: t('lead.eventSubmit'),
    successMessage: OUTREACH_ANSWER_KEYS.eventSuccess,
    trackAs: 'event-interest',
  };
}

/** The event details' lead form on an English page. */
export const eventLead = eventLeadIn('en');
