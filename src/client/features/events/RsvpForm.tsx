/**
 * The RSVP form (docs/product.md#event-detail-and-rsvp): 'Submitting...' while it is sent, success with
 * 'Submit Another RSVP', the server's refusals (a full event: 409) above the fields. The shared RSVP schema
 * checks it in the browser before anything is sent (loaded on first use, not with the page); without
 * JavaScript it posts to the event's page, whose action does the same (routes/events.detail.tsx).
 */
import type { FormOutcome } from '#shared/forms/form-data.ts';
import {
  EVENTS_WORDS,
  eventPath,
  RSVP_DEFAULT_GUESTS,
  RSVP_MAX_GUESTS,
  rsvpPath,
} from '#shared/events/words.ts';
import { RSVP_FORM_SHAPE, rsvpFromForm } from '#shared/events/rsvp-form.ts';
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
import { useLocalePath, useWords } from '#client/lib/locale.ts';

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
  const t = useWords(EVENTS_WORDS);
  const page = useLocalePath()(`${eventPath(event.id)}#rsvp`);
  const labels = {
    name: t('rsvp.name'),
    email: t('rsvp.email'),
    phone: t('rsvp.phone'),
    guests: t('rsvp.partyQuestion'),
    attending: t('rsvp.attending'),
    message: t('rsvp.message'),
  };
  const attendingChoices = [
    { value: 'yes', label: t('rsvp.attendingYes') },
    { value: 'no', label: t('rsvp.attendingNo') },
  ];
  const form = useForm<RsvpResponse>({
    schema: () => import('#shared/events/rsvp-form-contract.ts').then((module) => module.rsvpFormSchema),
    shape: RSVP_FORM_SHAPE,
    guarded: true,
    failureMessage: t('rsvp.failed'),
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
        againLabel={t('rsvp.again')}
        againHref={page}
        onAgain={form.reset}
      />
    );
  }
  return (
    <FormKit
      form={form}
      action={page}
      aria-label={t('detail.rsvpHeading', { title: event.title })}
      className="space-y-5"
    >
      {/* The server's refusals (a full event, a failure) are said above the fields. */}
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <ErrorSummary labels={labels} always={Boolean(initial && !initial.ok)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={labels.name} required autoComplete="name" maxLength={200} />
        <EmailField name="email" label={labels.email} required />
        <PhoneField name="phone" label={labels.phone} required={false} maxLength={40} />
        <SelectField
          name="guests"
          label={labels.guests}
          required
          options={GUEST_OPTIONS}
          defaultValue={String(RSVP_DEFAULT_GUESTS)}
        />
      </div>
      <RadioGroup
        name="attending"
        legend={labels.attending}
        options={attendingChoices}
        defaultValue="yes"
        inline
      />
      <TextareaField name="message" label={labels.message} required={false} rows={3} maxLength={2000} />
      <Button type="submit" size="lg" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t('rsvp.submitting') : t('rsvp.submit')}
      </Button>
    </FormKit>
  );
}
