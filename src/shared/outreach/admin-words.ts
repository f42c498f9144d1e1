/**
 * The inbox's words and choices, free of zod so browser code can import them (CSP forbids the eval
 * zod would need there).
 */
export const OUTREACH_STATUSES = ['open', 'handled', 'all'] as const;
export type OutreachStatus = (typeof OUTREACH_STATUSES)[number];

export const OUTREACH_STATUS_LABELS: Record<OutreachStatus, string> = {
  open: 'Open',
  handled: 'Handled',
  all: 'All',
};

export function outreachStatusFromParam(value: string | null): OutreachStatus {
  return OUTREACH_STATUSES.find((status) => status === value) ?? 'open';
}

export const DEVOTIONAL_CHOICE_LABELS: Record<string, string> = {
  none: 'None',
  avoiding_untimely_death: 'Avoiding Untimely Death',
  whom_will_god_glorify: 'Whom Will God Glorify',
  both: 'Both devotionals',
};

export const OUTREACH_ADMIN_WORDS = {
  messageNotFound: 'That message was not found.',
  prayerNotFound: 'That prayer request was not found.',
  updateFailed: 'Could not save the change. Please try again.',
} as const;

/** A record's language as staff read it (docs/product.md#languages): staff screens and emails stay English. */
export const LANGUAGE_LABELS: Record<'en' | 'es', string> = { en: 'English', es: 'Spanish' };
export const LANGUAGE_HEADING = 'Language';
