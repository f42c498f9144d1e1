/**
 * What the house-church forms' fields are, without zod: the leader application's steps and the
 * forms' shapes. A module of its own, so the directory page (which uses the area's messages, not its
 * forms) does not carry them.
 */
import type { FormShape } from '#shared/forms/form-data.ts';

/**
 * The fields of each step, in the order the server lists its errors. The step schemas are picked
 * from the whole application's schema by these lists (house-churches/contract.ts), so a rule or message lives
 * in one place; the browser uses them, without zod, to carry the other steps' answers.
 */
export const LEADER_STEP_FIELDS = [
  ['first_name', 'last_name', 'email', 'phone', 'years_saved'],
  ['testimony', 'ministry_experience', 'spiritual_gifts', 'current_church'],
  [
    'reference1_name',
    'reference1_phone',
    'reference1_email',
    'reference1_relationship',
    'reference2_name',
    'reference2_phone',
    'reference2_email',
    'reference2_relationship',
  ],
  ['statement_of_faith_agreed', 'code_of_conduct_agreed', 'ministry_guidelines_agreed'],
] as const;
export type LeaderField = (typeof LEADER_STEP_FIELDS)[number][number];

/** The step (0-3) a field belongs to, to send the visitor back to the first step with an error. */
export function leaderStepOfField(field: string): number {
  const index = LEADER_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? LEADER_STEP_FIELDS.length - 1 : index;
}

/** What the house-church forms' fields are where they are not text (forms/form-data.ts reads them so). */
export const HOUSE_CHURCH_FORM_SHAPES = {
  join: { booleans: ['receive_emails', 'receive_sms'], numbers: ['house_church_id'] },
  leader: { numbers: ['years_saved'], booleans: LEADER_STEP_FIELDS[3] },
} as const satisfies Record<string, FormShape>;
