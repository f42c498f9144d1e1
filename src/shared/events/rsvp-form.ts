/**
 * The RSVP form's fields and its answer to "Will you attend?", without zod, for the form and the
 * event page's action. Not in events/words.ts: that module is part of the script every page
 * loads (the home page and the banner show events), and these belong to the event page alone.
 */
import type { FormShape, FormValues } from '#shared/forms/form-data.ts';

/** The RSVP form's fields that are not text (forms/form-data.ts reads them so). */
export const RSVP_FORM_SHAPE = { numbers: ['guests'] } as const satisfies FormShape;

/** "Will you attend?": the radio buttons' values, as posted. */
export const RSVP_ATTENDING_CHOICES = [
  { value: 'yes', label: 'Yes, I will attend' },
  { value: 'no', label: 'No, I cannot attend' },
] as const;

/**
 * The RSVP form's values as the API takes them: the radio's 'yes' or 'no' becomes `attending`'s
 * boolean. Anything else is left as posted, for the schema to refuse.
 */
export function rsvpFromForm(values: FormValues): FormValues {
  const { attending } = values;
  if (attending !== 'yes' && attending !== 'no') return values;
  return { ...values, attending: attending === 'yes' };
}

/** The manage page's forms: which one was posted without JavaScript (a hidden field). */
export type RsvpManageIntent = 'change' | 'cancel';
export const RSVP_INTENT_FIELD = 'intent';
