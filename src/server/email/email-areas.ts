/**
 * Which staff area each email belongs to (docs/product.md#staff-roles): declared once, by the email
 * kind's prefix (the kind up to its first '.', as in 'donation.receipt' or 'staff_invitation'). The
 * outbox screen shows, retries and counts only the emails of the areas a person may read
 * (src/shared/staff/permissions.ts), so a receipt's amount or a prayer's subject line stays in its
 * own area. A kind whose prefix is missing here is the administrator's alone; email-areas.test.ts
 * checks that every kind the code queues is listed.
 */
import type { StaffRole } from '#shared/staff/roles.ts';
import { holdsEverything, mayDo, type StaffArea } from '#shared/staff/permissions.ts';

export const EMAIL_KIND_AREAS = {
  newsletter: 'communications',
  'devotional-lead': 'communications',
  events: 'events',
  'event-lead': 'events',
  contact: 'care',
  prayer: 'care',
  'bible-study': 'care',
  'house-church': 'care',
  donation: 'giving',
  donor: 'giving',
  staff_invitation: 'staff',
} as const satisfies Record<string, StaffArea>;

export type EmailKindPrefix = keyof typeof EMAIL_KIND_AREAS;

export function emailKindPrefix(kind: string): string {
  return kind.split('.')[0]!;
}

/** The area of an email kind, or null for a kind no area lists (then only administrators see it). */
export function emailKindArea(kind: string): StaffArea | null {
  const prefix = emailKindPrefix(kind);
  return Object.hasOwn(EMAIL_KIND_AREAS, prefix) ? EMAIL_KIND_AREAS[prefix as EmailKindPrefix] : null;
}

/** The kind prefixes whose emails someone holding `roles` may see, or 'all' for a role that may do everything (an administrator). */
export function visibleEmailPrefixes(roles: readonly StaffRole[]): 'all' | string[] {
  if (holdsEverything(roles)) return 'all';
  return Object.entries(EMAIL_KIND_AREAS)
    .filter(([, area]) => mayDo(roles, area, 'read'))
    .map(([prefix]) => prefix);
}
