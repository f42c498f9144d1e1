/**
 * The staff privacy API (docs/product.md#privacy-requests): look up, export and erase everything
 * held about one email address. The address travels in the POST body, never in a URL, so it never
 * reaches an access log. Messages and labels (zod-free, for the browser) are in privacy/words.ts.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { PRIVACY_KINDS, PRIVACY_WORDS } from '#shared/privacy/words.ts';

export * from '#shared/privacy/words.ts';

/** The address as typed, trimmed; matching is case-insensitive (the service lower-cases it). */
const emailField = z
  .string({ error: PRIVACY_WORDS.emailRequired })
  .trim()
  .min(1, PRIVACY_WORDS.emailRequired)
  .max(320, PRIVACY_WORDS.emailInvalid)
  .pipe(z.email(PRIVACY_WORDS.emailInvalid));

export const privacyEmailSchema = z.strictObject({ email: emailField });
export type PrivacyEmailInput = z.infer<typeof privacyEmailSchema>;

/** Erasure needs the address typed twice: a slip of the finger must not erase someone else. */
export const privacyEraseSchema = z
  .strictObject({
    email: emailField,
    confirm_email: z.string({ error: PRIVACY_WORDS.confirmMismatch }).trim().max(320),
  })
  .refine((input) => input.email.toLowerCase() === input.confirm_email.toLowerCase(), {
    path: ['confirm_email'],
    message: PRIVACY_WORDS.confirmMismatch,
  });
export type PrivacyEraseInput = z.infer<typeof privacyEraseSchema>;

const countsSchema = z.object(
  Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    (typeof PRIVACY_KINDS)[number],
    z.ZodNumber
  >,
);

export const privacyLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(['export', 'erase']),
  staff_username: z.string(),
  counts: z.record(z.string(), z.number().int()),
  created_at: z.string(),
});

export const privacyLookupSchema = z.object({
  counts: countsSchema,
  total: z.number().int(),
  history: z.array(privacyLogEntrySchema),
});

export const privacyEraseAnswerSchema = z.object({
  message: z.string(),
  counts: countsSchema,
  total: z.number().int(),
  house_church_places_freed: z.number().int(),
  event_seats_freed: z.number().int(),
  /** Running recurring gifts cancelled first (at Stripe for real ones), then erased with the donations. */
  recurring_gifts_cancelled: z.number().int(),
});

/** Only ?page=: the log's page size is fixed (PRIVACY_LOG_PAGE_SIZE). */
export const privacyLogQuerySchema = adminListQuerySchema.pick({ page: true });

export const privacyLogPageSchema = pageSchema(privacyLogEntrySchema);

export const privacyExportSchema = z.object({
  exported_at: z.string(),
  email: z.string(),
  counts: countsSchema,
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
