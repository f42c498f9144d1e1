/**
 * The RSVP form (docs/product.md#event-detail-and-rsvp): 'Submitting...' while it is sent, success with
 * 'Submit Another RSVP', the server's refusals (a full event: 409) above the fields. The shared RSVP schema
 * checks it in the browser before anything is sent (loaded on first use, not with the page); without
 * JavaScript it posts to the event's page, whose action does the same (routes/events.detail.tsx).
 */
import type { FormOutcome } from '#shared/forms/form-data.ts';
import {
  EVENT_WORDS,
  eventPath,
  RSVP_DEFAULT_GUESTS,
  RSVP_MAX_GUESTS,
  RSVP_PARTY_QUESTION,
  rsvpPath,
} from '#shared/events/words.ts';
import { RSVP_ATTENDING_CHOICES, RSVP_FORM_SHAPE, rsvpFromForm } from '#shared/events/rsvp-form.ts';
import type { Event, RsvpResponse } from '#shared/events/contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { RadioGroup } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { trackLead } from '#client/lib/analytics.ts';
import { apiRequest } from '#client/lib/api.ts';

const LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  guests: RSVP_PARTY_QUESTION,
  attending: 'Will you attend?',
  message: 'Message',
};

const GUEST_OPTIONS = Array.from({ length: RSVP_MAX_GUESTS }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

export function RsvpForm({
  event,
  onConfirmed,
  initial,
}: {
  event: Pick<Event, 'id' | 'title'>;
  /** The event as this RSVP found it (its counts say nothing of whether the address had answered). */
  onConfirmed(event: Event): void;
  /** The page action's answer to a post made without JavaScript. */
  initial?: FormOutcome | undefined;
}) {
  const page = `${eventPath(event.id)}#rsvp`;
  const form = useForm<RsvpResponse>({
    schema: () => import('#shared/events/rsvp-form-contract.ts').then((module) => module.rsvpFormSchema),
    shape: RSVP_FORM_SHAPE,
    guarded: true,
    failureMessage: EVENT_WORDS.rsvpFailed,
    send: (values) =>
      apiRequest<RsvpResponse>(rsvpPath(event.id), { method: 'POST', body: rsvpFromForm(values) }),
    onSuccess: (result) => {
      onConfirmed(result.event);
      trackLead({ form: 'event_rsvp' });
    },
    initial,
  });

  if (form.succeeded) {
    return (
      <SuccessPanel
        id={form.answerId}
        panelRef={form.successRef}
        message={form.message}
        againLabel="Submit Another RSVP"
        againHref={page}
        onAgain={form.reset}
      />
    );
  }
  return (
    <FormKit form={form} action={page} aria-label={`RSVP for ${event.title}`} className="space-y-5">
      {/* The server's refusals (a full event, a failure) are said above the fields. */}
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={LABELS.name} required autoComplete="name" maxLength={200} />
        <EmailField name="email" label={LABELS.email} required />
        <PhoneField name="phone" label={LABELS.phone} required={false} maxLength={40} />
        <SelectField
          name="guests"
          label={LABELS.guests}
          required
          options={GUEST_OPTIONS}
          defaultValue={String(RSVP_DEFAULT_GUESTS)}
        />
      </div>
      <RadioGroup
        name="attending"
        legend={LABELS.attending}
        options={RSVP_ATTENDING_CHOICES}
        defaultValue="yes"
        inline
      />
      <TextareaField name="message" label={LABELS.message} required={false} rows={3} maxLength={2000} />
      <Button type="submit" size="lg" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? 'Submitting...' : 'Submit RSVP'}
      </Button>
    </FormKit>
  );
}
