/**
 * Which room each email belongs to (docs/product.md#staff-roles): declared once, by the email kind's
 * prefix (the kind up to its first '.', as in 'donation.receipt' or 'staff_invitation'). The outbox
 * screen shows, retries and counts only the emails of the rooms a person's roles open, so a receipt's
 * amount or a prayer's subject line stays in its own room. A kind whose prefix is missing here is
 * the administrator's alone; email-areas.test.ts checks that every kind the code queues is listed.
 */
import type { StaffRole } from '#shared/auth/roles.ts';
import { mayOpen, ROOMS } from '#shared/auth/rooms.ts';

export const EMAIL_KIND_ROOMS = {
  newsletter: ROOMS.communications,
  'devotional-lead': ROOMS.communications,
  events: ROOMS.events,
  'event-lead': ROOMS.events,
  contact: ROOMS.care,
  prayer: ROOMS.care,
  'bible-study': ROOMS.care,
  'house-church': ROOMS.care,
  donation: ROOMS.giving,
  donor: ROOMS.giving,
  staff_invitation: ROOMS.administrator,
} as const satisfies Record<string, readonly StaffRole[]>;

export type EmailKindPrefix = keyof typeof EMAIL_KIND_ROOMS;

export function emailKindPrefix(kind: string): string {
  return kind.split('.')[0]!;
}

/** The room of an email kind, or null for a kind no room lists (then only administrators see it). */
export function emailKindRoom(kind: string): readonly StaffRole[] | null {
  const prefix = emailKindPrefix(kind);
  return Object.hasOwn(EMAIL_KIND_ROOMS, prefix) ? EMAIL_KIND_ROOMS[prefix as EmailKindPrefix] : null;
}

/** The kind prefixes whose emails someone holding `roles` may see, or 'all' for an administrator. */
export function visibleEmailPrefixes(roles: readonly StaffRole[]): 'all' | string[] {
  if (roles.includes('administrator')) return 'all';
  return Object.entries(EMAIL_KIND_ROOMS)
    .filter(([, room]) => mayOpen(roles, room))
    .map(([prefix]) => prefix);
}
