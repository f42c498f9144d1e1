/**
 * Joining a full event's waitlist (docs/product.md#waitlist): name, email, phone and the party, checked
 * in the browser by the API's own schema (loaded on first use); the answer gives the place in line.
 * Without JavaScript it posts to its page, /events/{id}/waitlist, whose action calls the same service.
 */
import { RSVP_DEFAULT_GUESTS, RSVP_MAX_GUESTS } from '#shared/events/words.ts';
import { RSVP_FORM_SHAPE } from '#shared/events/rsvp-form.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { waitlistJoinApiPath, waitlistJoinPagePath } from '#shared/events/waitlist-words.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import type { WaitlistJoinResponse } from '#shared/events/waitlist-contract.ts';
import { Button } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, PhoneField, SelectField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

const GUEST_OPTIONS = Array.from({ length: RSVP_MAX_GUESTS }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

export function WaitlistJoinForm({
  eventId,
  initial,
}: {
  eventId: number;
  /** The page action's answer to a post made without JavaScript. */
  initial?: FormOutcome | undefined;
}) {
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  const labels = {
    name: t('rsvp.name'),
    email: t('rsvp.email'),
    phone: t('rsvp.phone'),
    guests: t('manage.guests'),
  };
  const form = useForm<WaitlistJoinResponse>({
    schema: () => import('#shared/events/waitlist-contract.ts').then((module) => module.waitlistJoinSchema),
    shape: RSVP_FORM_SHAPE,
    guarded: true,
    failureMessage: t('waitlist.joinFailed'),
    send: (values) =>
      apiRequest<WaitlistJoinResponse>(waitlistJoinApiPath(eventId), { method: 'POST', body: values }),
    initial,
  });
  if (form.succeeded)
    return <SuccessPanel id={form.answerId} panelRef={form.successRef} message={form.message} />;
  return (
    <FormKit
      form={form}
      action={localePath(waitlistJoinPagePath(eventId))}
      aria-label={t('waitlist.joinHeading')}
      className="space-y-5"
    >
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
      <Button type="submit" size="lg" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t('waitlist.joining') : t('waitlist.joinButton')}
      </Button>
    </FormKit>
  );
}
