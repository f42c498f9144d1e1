/**
 * The waitlist's API shapes (docs/product.md#waitlist). A module of its own, loaded on first use, so
 * no page ships zod for it up front.
 */
import { z } from 'zod';
import { localeShape } from '#shared/forms/guard-contract.ts';
import { eventSchema, EVENTS_WORDS, rsvpSchema } from '#shared/events/contract.ts';
import { WAITLIST_ACTIONS, WAITLIST_STATUSES } from '#shared/events/waitlist-words.ts';

/** Joining: the RSVP form's fields without the answer and the message. */
export const waitlistJoinSchema = rsvpSchema.omit({ attending: true, message: true });
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;

export const waitlistJoinResponseSchema = z.object({
  message: z.string(),
  /** The place in line as a new entry would have it (see waitlistJoinedMessage). */
  place: z.number().int(),
});
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

/** One entry as its private link shows it; nothing about anyone else in line. */
export const waitlistEntryViewSchema = z.object({
  event: eventSchema,
  name: z.string(),
  guests: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line; null once out of line. */
  place: z.number().int().nullable(),
  offer_expires_at: z.string().nullable(),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

export const waitlistActionSchema = z.strictObject({
  answer: z.enum(WAITLIST_ACTIONS, { error: EVENTS_WORDS.message('waitlist.answerRequired') }),
  // The page's language, for the answer's words (the form kit sends it; an API caller may leave it out).
  ...localeShape,
});
export type WaitlistActionInput = z.output<typeof waitlistActionSchema>;

export const waitlistActionResponseSchema = z.object({
  message: z.string(),
  entry: waitlistEntryViewSchema,
  /** After a claim: the new RSVP's private manage page. */
  rsvp_path: z.string().nullable(),
});
export type WaitlistActionResponse = z.infer<typeof waitlistActionResponseSchema>;

/** The staff view of the line (and of those who left it). */
export const waitlistAdminEntrySchema = z.object({
  id: z.string(),
  place: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  guests: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** The language they joined in, which their emails are written in. */
  locale: z.enum(['en', 'es']),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistAdminEntry = z.infer<typeof waitlistAdminEntrySchema>;
export const waitlistAdminListSchema = z.array(waitlistAdminEntrySchema);

export const waitlistAdminParamsSchema = z.object({ id: z.string(), entryId: z.string() });
export const waitlistStaffOfferResponseSchema = z.object({ message: z.string() });
