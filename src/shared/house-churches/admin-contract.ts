/**
 * The staff house-church API contract (docs/product.md#staff-house-churches): the church form with
 * its private fields, the join-request and leader-application lists, and the application review.
 * The staff church and review forms check themselves with these schemas too; the other admin
 * screens need only the zod-free house-churches/admin-words.ts.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';
import { adminListQuerySchema, pageSchema } from '#shared/lists/contract.ts';
import { MEETING_DAYS } from '#shared/house-churches/words.ts';
import { FIELD_WORDS, publicHouseChurchSchema } from '#shared/house-churches/contract.ts';
import { hasRoom } from '#shared/house-churches/capacity.ts';
import {
  APPLICATION_STATUSES,
  HC_ADMIN_WORDS as M,
  JOIN_REQUEST_STATUSES,
} from '#shared/house-churches/admin-words.ts';

export * from '#shared/house-churches/admin-words.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_WORDS.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, FIELD_WORDS.tooLong);

/** A number typed in a form may arrive as text; blank means none. */
const numberish = (message: string, check: (n: number) => boolean, required: boolean) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') {
        if (required) ctx.addIssue({ code: 'custom', message });
        return null;
      }
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n) || !check(n)) {
        ctx.addIssue({ code: 'custom', message });
        return null;
      }
      return n;
    });

const optionalEmail = z
  .string()
  .trim()
  .max(254, FIELD_WORDS.invalidEmail)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, FIELD_WORDS.invalidEmail);

const optionalPhone = optionalText(40).refine(
  (value) => value === null || (/^[0-9+().\-\s/x]+$/i.test(value) && (value.match(/\d/g) ?? []).length >= 7),
  FIELD_WORDS.invalidPhone,
);

const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/** Computed or server-kept fields a client may send back unchanged: ignored. */
const readOnlyFields = {
  id: z.unknown().optional(),
  spots_available: z.unknown().optional(),
  distance_miles: z.unknown().optional(),
  area_name: z.unknown().optional(),
  is_full: z.unknown().optional(),
  is_active: z.unknown().optional(),
  pending_requests: z.unknown().optional(),
  image: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
};

/** POST /api/admin/house-churches/ and PUT .../{id}/: every public field plus the private ones. */
export const houseChurchInputSchema = z
  .strictObject({
    name: requiredText(M.nameRequired, 120),
    description: optionalText(4000).transform((value) => value ?? ''),
    /** Spanish: blank shows the English on Spanish pages (docs/product.md#languages). */
    name_es: optionalText(120),
    description_es: optionalText(4000),
    neighborhood: optionalText(100),
    city: requiredText(M.cityRequired, 100),
    state: z
      .string({ error: M.stateInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, M.stateInvalid)
      .default('TX'),
    street_address: optionalText(200),
    postal_code: optionalText(10).refine(
      (v) => v === null || /^\d{5}(-\d{4})?$/.test(v),
      M.postalCodeInvalid,
    ),
    latitude: numberish(M.latitudeInvalid, (n) => n >= -90 && n <= 90, false),
    longitude: numberish(M.longitudeInvalid, (n) => n >= -180 && n <= 180, false),
    arrival_notes: optionalText(2000),
    meeting_day: z.enum(MEETING_DAYS, { error: M.dayRequired }),
    meeting_time: z
      .string({ error: M.timeInvalid })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, M.timeInvalid)
      .transform((value) => (value.length === 5 ? `${value}:00` : value)),
    meeting_duration_hours: numberish(
      M.durationInvalid,
      (n) => n > 0 && n <= 24 && Math.round(n * 100) === n * 100,
      true,
    ),
    leader_name: requiredText(M.leaderRequired, 120),
    leader_email: optionalEmail,
    leader_phone: optionalPhone,
    current_members: numberish(M.membersInvalid, (n) => Number.isInteger(n) && n >= 0 && n <= 1000, false),
    max_capacity: numberish(M.capacityInvalid, (n) => Number.isInteger(n) && n >= 1 && n <= 1000, true),
    accepts_children: z.boolean().default(true),
    requires_vaccination: z.boolean().default(false),
    is_flagship: z.boolean().default(false),
    /** A library image's id (docs/product.md#images); blank (the form's "No picture") or null for none. */
    image_id: z
      .string({ error: M.imageChoiceInvalid })
      .trim()
      .nullish()
      .transform((value) => value || null),
    ...readOnlyFields,
  })
  .refine((c) => (c.latitude === null) === (c.longitude === null), {
    path: ['longitude'],
    message: M.positionPair,
    when: whenObject,
  })
  // The capacity rule with no seat to add: the members must fit (a missing capacity has its own message).
  .refine(
    (c) =>
      c.max_capacity === null ||
      hasRoom({ current_members: c.current_members ?? 0, max_capacity: c.max_capacity }, 0),
    {
      path: ['max_capacity'],
      message: M.capacityBelowMembers,
      when: whenObject,
    },
  );
export type HouseChurchInput = z.output<typeof houseChurchInputSchema>;

export const adminHouseChurchSchema = publicHouseChurchSchema.extend({
  street_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  area_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  arrival_notes: z.string().nullable(),
  leader_email: z.string().nullable(),
  leader_phone: z.string().nullable(),
  is_active: z.boolean(),
  pending_requests: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminHouseChurchListSchema = z.array(adminHouseChurchSchema);

export const adminChurchListQuerySchema = z.strictObject({
  status: z
    .enum(['active', 'archived', 'all'], { error: 'status is active, archived or all' })
    .default('all'),
});

export const idParamsSchema = z.object({ id: z.string() });

export const joinRequestSchema = z.object({
  id: z.string(),
  house_church_id: z.number().int(),
  house_church_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  testimony: z.string().nullable(),
  spiritual_gifts: z.string().nullable(),
  ministry_interests: z.string().nullable(),
  receive_emails: z.boolean(),
  receive_sms: z.boolean(),
  /** The language the person asked in; every email to them is in it. */
  locale: z.enum(LOCALES),
  status: z.enum(JOIN_REQUEST_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const joinRequestPageSchema = pageSchema(joinRequestSchema);

export const joinRequestListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum([...JOIN_REQUEST_STATUSES, 'all'], { error: 'status is pending, approved, declined or all' })
    .default('pending'),
  house_church_id: z.coerce.number().int().min(1).optional(),
});
export type JoinRequestListQuery = z.infer<typeof joinRequestListQuerySchema>;

export const joinDecisionResponseSchema = z.object({
  message: z.string(),
  request: joinRequestSchema,
  church: adminHouseChurchSchema,
});

const applicationSummaryShape = {
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  years_saved: z.number().int(),
  current_church: z.string().nullable(),
  /** The language the person applied in; every email to them is in it. */
  locale: z.enum(LOCALES),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
};
export const applicationSummarySchema = z.object(applicationSummaryShape);
export const applicationPageSchema = pageSchema(applicationSummarySchema);
export const applicationDetailSchema = z.object({
  ...applicationSummaryShape,
  testimony: z.string(),
  ministry_experience: z.string(),
  spiritual_gifts: z.string(),
  reference1_name: z.string(),
  reference1_phone: z.string(),
  reference1_email: z.string(),
  reference1_relationship: z.string().nullable(),
  reference2_name: z.string(),
  reference2_phone: z.string(),
  reference2_email: z.string(),
  reference2_relationship: z.string().nullable(),
  statement_of_faith_agreed: z.boolean(),
  code_of_conduct_agreed: z.boolean(),
  ministry_guidelines_agreed: z.boolean(),
  notes: z.string().nullable(),
});

export const applicationListQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum([...APPLICATION_STATUSES, 'all'], {
      error: 'status is received, reviewing, approved, declined or all',
    })
    .default('all'),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** PATCH /api/admin/leader-applications/{id}/: a status move, the staff notes, or both. */
export const applicationUpdateSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: M.statusInvalid }).optional(),
  notes: z
    .string()
    .max(5000, M.notesTooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null)),
});
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;
