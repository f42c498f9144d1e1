/**
 * Which staff roles open which rooms (docs/product.md#staff-roles). Zod-free: the server's access
 * guard, the admin navigation and the admin pages' guard all read these, so a room is named once.
 * Administrators always pass (`mayOpen`), so a room lists only the other roles that open it.
 */
import { STAFF_ROLES, type StaffRole } from '#shared/auth/roles.ts';

/** A staff route or screen every signed-in staff member needs: own session, dashboard, sign out. */
export const EVERY_STAFF_ROLE: readonly StaffRole[] = STAFF_ROLES;

/** The rooms the roles open; a route or screen declares one of these (or EVERY_STAFF_ROLE). */
export const ROOMS = {
  /** Events, attendees, waitlists, event leads. */
  events: ['events'],
  /** Messages, prayer requests (private ones too), house churches, join requests, leader applications, Bible study. */
  care: ['care'],
  /** Donations, recurring gifts, statements, donation exports. */
  giving: ['giving'],
  /** Subscribers, devotional leads, newsletter and outbox, testimonies, resources. */
  communications: ['communications'],
  /** The image library: Communications keeps it, Events uses it for event pictures (docs/product.md#images). */
  images: ['communications', 'events'],
  /** The site's words, pictures and settings in /admin/content, and their private previews. */
  content: ['communications'],
  /**
   * Staff accounts, the audit log, and work that crosses rooms: a privacy export or erasure reaches
   * every kind of record (gifts, private prayers, addresses), so only an administrator may do it.
   */
  administrator: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Whether someone holding `held` may open a room that allows `allowed`. Administrators always may. */
export function mayOpen(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return held.includes('administrator') || held.some((role) => allowed.includes(role));
}

export const NO_ACCESS_MESSAGE = "You don't have access to this page.";
