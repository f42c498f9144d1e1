/**
 * The house-church contract (docs/product.md#public-calls): one definition of every payload and its
 * messages, used by the API routes and by the join form and leader application in the browser.
 */
import '#shared/forms/zod-config.ts';
import { z } from 'zod';
import { formGuardShape } from '#shared/forms/guard-contract.ts';
import { recordPictureSchema } from '#shared/images/record-picture.ts';
import { firstIssuePerField } from '#shared/forms/form-data.ts';
import { LEADER_STEP_FIELDS } from '#shared/house-churches/forms.ts';
import { HOUSE_CHURCH_WORDS, MEETING_DAYS, roundCoordinate } from '#shared/house-churches/words.ts';
import { LEADER_WORDS, YEARS_SAVED_MAX } from '#shared/house-churches/leader-words.ts';

export * from '#shared/house-churches/forms.ts';
export * from '#shared/house-churches/words.ts';
export * from '#shared/house-churches/leader-words.ts';

/**
 * The forms' field messages, as words keys (`house-churches:field.firstName`): the form kit, the
 * page action and the API's error answer say them in the form's language.
 */
export const FIELD_WORDS = {
  firstName: HOUSE_CHURCH_WORDS.message('field.firstName'),
  lastName: HOUSE_CHURCH_WORDS.message('field.lastName'),
  email: HOUSE_CHURCH_WORDS.message('field.email'),
  invalidEmail: HOUSE_CHURCH_WORDS.message('field.invalidEmail'),
  phone: HOUSE_CHURCH_WORDS.message('field.phone'),
  invalidPhone: HOUSE_CHURCH_WORDS.message('field.invalidPhone'),
  tooLong: HOUSE_CHURCH_WORDS.message('field.tooLong'),
  yearsSaved: LEADER_WORDS.message('field.yearsSaved'),
  testimony: LEADER_WORDS.message('field.testimony'),
  ministryExperience: LEADER_WORDS.message('field.ministryExperience'),
  spiritualGifts: LEADER_WORDS.message('field.spiritualGifts'),
  referenceName: LEADER_WORDS.message('field.referenceName'),
  referencePhone: LEADER_WORDS.message('field.referencePhone'),
  referenceEmail: LEADER_WORDS.message('field.referenceEmail'),
  statementOfFaith: LEADER_WORDS.message('field.statementOfFaith'),
  codeOfConduct: LEADER_WORDS.message('field.codeOfConduct'),
  ministryGuidelines: LEADER_WORDS.message('field.ministryGuidelines'),
} as const;

const M = FIELD_WORDS;

/**
 * What the public API shows of a house church: neighborhood, city and state, never the street
 * address, exact position or the leader's contact details (shared only after approval).
 */
export const publicHouseChurchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The Spanish name and description staff wrote; null shows the English (docs/product.md#languages). */
  name_es: z.string().nullable(),
  description_es: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  meeting_day: z.enum(MEETING_DAYS),
  /** 'HH:MM:SS', wall-clock time in the ministry's zone. */
  meeting_time: z.string(),
  meeting_duration_hours: z.number(),
  leader_name: z.string(),
  current_members: z.number().int(),
  max_capacity: z.number().int(),
  spots_available: z.number().int(),
  accepts_children: z.boolean(),
  requires_vaccination: z.boolean(),
  is_full: z.boolean(),
  is_flagship: z.boolean(),
  /** The church's picture from the image library (docs/product.md#images), as an event's: its id and how to draw it. */
  image_id: z.string().nullable(),
  image: recordPictureSchema,
  /**
   * Miles from the place searched for, to one decimal, measured from the church's area (its
   * neighborhood's or ZIP code's centre, never the home); null when no place was given.
   */
  distance_miles: z.number().nullable(),
});
export type PublicHouseChurch = z.infer<typeof publicHouseChurchSchema>;

export const houseChurchListSchema = z.array(publicHouseChurchSchema);

const flag = z
  .enum(['true', 'false', ''], { error: 'Use true or false.' })
  .optional()
  .transform((value) => value === 'true');

/** A latitude or longitude in the query: a plain decimal within range, rounded to 2 decimals. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return null;
      const number = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!(Math.abs(number) <= limit)) {
        context.addIssue({
          code: 'custom',
          message: HOUSE_CHURCH_WORDS.message('directory.positionInvalid'),
        });
        return z.NEVER;
      }
      return roundCoordinate(number);
    });

export const houseChurchListQuerySchema = z
  .object({
    /** A ZIP code, neighborhood or city: the nearest churches first (docs/product.md#house-church-directory). */
    near: z.string().trim().max(100, 'This place is too long.').optional().default(''),
    /** The visitor's position, when they asked for it: both or neither. */
    lat: coordinate(90),
    lng: coordinate(180),
    /** Only churches whose city contains this (kept for links and clients from before `near`). */
    city: z.string().trim().max(100, 'City is too long.').optional().default(''),
    meeting_day: z
      .string()
      .trim()
      .optional()
      .default('')
      .transform((value, context) => {
        if (value === '') return '' as const;
        const day = MEETING_DAYS.find((name) => name.toLowerCase() === value.toLowerCase());
        if (!day) {
          context.addIssue({ code: 'custom', message: HOUSE_CHURCH_WORDS.message('directory.invalidDay') });
          return z.NEVER;
        }
        return day;
      }),
    has_spots: flag,
    accepts_children: flag,
  })
  .refine((query) => (query.lat === null) === (query.lng === null), {
    path: ['lng'],
    message: HOUSE_CHURCH_WORDS.message('directory.positionInvalid'),
  });
export type HouseChurchListQuery = z.output<typeof houseChurchListQuerySchema>;

export const houseChurchIdParamsSchema = z.object({ id: z.string() });

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, M.tooLong);
const optionalText = (max = 4000) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
const email = (required: string = M.email) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, { error: M.invalidEmail, abort: true })
    .pipe(z.email(M.invalidEmail));
/** Digits with the usual separators, at least 7 digits: '(512) 555-0101', '+1 512 555 0101'. */
const phone = (required: string = M.phone) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(40, { error: M.invalidPhone, abort: true })
    .refine(
      (value) => /^[0-9+().\-\s/x]+$/i.test(value) && (value.match(/\d/g) ?? []).length >= 7,
      M.invalidPhone,
    );

/** House church registration (a join request). */
export const houseChurchJoinSchema = z.strictObject({
  first_name: requiredText(M.firstName, 100),
  last_name: requiredText(M.lastName, 100),
  email: email(),
  phone: phone(),
  testimony: optionalText(),
  spiritual_gifts: optionalText(1000),
  ministry_interests: optionalText(1000),
  receive_emails: z.boolean().optional().default(true),
  receive_sms: z.boolean().optional().default(false),
  /** API clients may send the church id too; when given it must match the URL. */
  house_church_id: z.number().int().optional(),
  ...formGuardShape,
});
export type HouseChurchJoinInput = z.infer<typeof houseChurchJoinSchema>;
export type HouseChurchJoinPayload = z.input<typeof houseChurchJoinSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

// --- Leader application: the whole, and each step picked from it (docs/product.md#leader-applications).

/** Every answer of the application; the API takes it strictly, with the anti-spam fields. */
const leaderApplicationFields = z.object({
  first_name: requiredText(M.firstName, 100),
  last_name: requiredText(M.lastName, 100),
  email: email(),
  phone: phone(),
  years_saved: z
    .number({ error: M.yearsSaved })
    .int(M.yearsSaved)
    .min(1, M.yearsSaved)
    .max(YEARS_SAVED_MAX, M.yearsSaved),
  testimony: requiredText(M.testimony, 5000),
  ministry_experience: requiredText(M.ministryExperience, 5000),
  spiritual_gifts: requiredText(M.spiritualGifts, 1000),
  current_church: optionalText(200),
  // The relationship does not gate the step, so it is optional.
  reference1_name: requiredText(M.referenceName, 100),
  reference1_phone: phone(M.referencePhone),
  reference1_email: email(M.referenceEmail),
  reference1_relationship: optionalText(100),
  reference2_name: requiredText(M.referenceName, 100),
  reference2_phone: phone(M.referencePhone),
  reference2_email: email(M.referenceEmail),
  reference2_relationship: optionalText(100),
  statement_of_faith_agreed: z.literal(true, { error: M.statementOfFaith }),
  code_of_conduct_agreed: z.literal(true, { error: M.codeOfConduct }),
  ministry_guidelines_agreed: z.literal(true, { error: M.ministryGuidelines }),
});

export const leaderApplicationSchema = z.strictObject({
  ...leaderApplicationFields.shape,
  ...formGuardShape,
});
export type LeaderApplicationInput = z.infer<typeof leaderApplicationSchema>;
export type LeaderApplicationPayload = z.input<typeof leaderApplicationSchema>;

type LeaderShape = typeof leaderApplicationFields.shape;

/** One step's part of the application: the same rules and messages; other answers pass untouched. */
function stepSchema<const Field extends keyof LeaderShape>(fields: readonly Field[]) {
  // zod's pick mask, spelled as pick's parameter (the Exclude is empty: every field is a real one).
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<Field, true> &
    Record<Exclude<Field, keyof LeaderShape>, never>;
  return leaderApplicationFields.pick(mask);
}

export const leaderPersonalStepSchema = stepSchema(LEADER_STEP_FIELDS[0]);
export const leaderBackgroundStepSchema = stepSchema(LEADER_STEP_FIELDS[1]);
export const leaderReferencesStepSchema = stepSchema(LEADER_STEP_FIELDS[2]);
export const leaderAgreementsStepSchema = stepSchema(LEADER_STEP_FIELDS[3]);

export const LEADER_STEP_SCHEMAS = [
  leaderPersonalStepSchema,
  leaderBackgroundStepSchema,
  leaderReferencesStepSchema,
  leaderAgreementsStepSchema,
] as const;

/**
 * The first of steps 1 to `through + 1` whose answers are incomplete, with each field's first
 * message; null when they are all complete. The browser checks the step it is on; the page action
 * (no JavaScript) checks every step so far, since the earlier answers came back in hidden fields.
 */
export function firstIncompleteLeaderStep(
  answers: unknown,
  through: number,
): { step: number; fields: Record<string, string> } | null {
  for (const [step, schema] of LEADER_STEP_SCHEMAS.entries()) {
    if (step > through) break;
    const checked = schema.safeParse(answers);
    if (!checked.success) return { step, fields: firstIssuePerField(checked.error.issues) };
  }
  return null;
}
