/** Small pieces of the giving form: field styles, the spec's checks, a field's error line. */
import { amountMessage, DONATION_MESSAGES, dollarsToCents } from '#shared/donations-messages.ts';

export type FieldErrors = Partial<Record<'amount' | 'name' | 'email' | 'category' | 'message', string>>;

export const input =
  'mt-1.5 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-navy-500 aria-invalid:border-red-700';
export const labelClass = 'block text-sm font-semibold text-navy-950';

/** Spec section 5, in the form's order. */
export function validate(values: { amount: string; name: string; email: string }): FieldErrors {
  const errors: FieldErrors = {};
  const amount = amountMessage(dollarsToCents(values.amount));
  if (amount) errors.amount = amount;
  if (values.name.trim() === '') errors.name = DONATION_MESSAGES.nameRequired;
  if (values.email.trim() === '') errors.email = DONATION_MESSAGES.emailRequired;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = DONATION_MESSAGES.invalidEmail;
  return errors;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null;
}
