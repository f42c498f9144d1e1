/**
 * The RSVP form as posted (checked by the browser before sending, and by the event page's action
 * without JavaScript): "Will you attend?" arrives as the radio's value, then the API's rules apply.
 * A module of its own so the page loads it on first use: events/contract.ts is also a chunk other screens
 * share, and loading it from there would put a helper into the script every page loads.
 */
import { z } from 'zod';
import { rsvpChangeSchema, rsvpSchema } from '#shared/events/contract.ts';
import { localeShape } from '#shared/forms/guard-contract.ts';
import { RSVP_INTENT_FIELD, rsvpFromForm } from '#shared/events/rsvp-form.ts';

export const rsvpFormSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null ? rsvpFromForm(value as Record<string, unknown>) : value,
  rsvpSchema,
);

/**
 * The manage page's two forms as posted without JavaScript (routes/events.rsvp.tsx): `intent` says
 * which; the change form's "Will you attend?" arrives as the radio's value, then the API's rules apply.
 */
export const rsvpManageFormSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null ? rsvpFromForm(value as Record<string, unknown>) : value,
  z.discriminatedUnion('intent', [
    rsvpChangeSchema.extend({ intent: z.literal('change') }),
    // The form kit sends the page's language with every form: the cancel's answer is said in it.
    z.strictObject({ intent: z.literal('cancel'), ...localeShape }),
  ]),
);

/** The change form as the browser checks it before sending: the API's body, without the `intent`. */
export const rsvpChangeFormSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const { [RSVP_INTENT_FIELD]: _intent, ...fields } = value as Record<string, unknown>;
  return rsvpFromForm(fields);
}, rsvpChangeSchema);
