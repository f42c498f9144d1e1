/**
 * The inbox's words and choices, free of zod so browser code can import them (CSP forbids the eval
 * zod would need there).
 */
export const INBOX_STATUSES = ['open', 'handled', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  open: 'Open',
  handled: 'Handled',
  all: 'All',
};

export function inboxStatusFromParam(value: string | null): InboxStatus {
  return INBOX_STATUSES.find((status) => status === value) ?? 'open';
}

export const DEVOTIONAL_CHOICE_LABELS: Record<string, string> = {
  none: 'None',
  avoiding_untimely_death: 'Avoiding Untimely Death',
  whom_will_god_glorify: 'Whom Will God Glorify',
  both: 'Both devotionals',
};

export const INBOX_MESSAGES = {
  messageNotFound: 'That message was not found.',
  prayerNotFound: 'That prayer request was not found.',
  updateFailed: 'Could not save the change. Please try again.',
} as const;
