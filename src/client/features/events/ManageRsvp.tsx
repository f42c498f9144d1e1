/**
 * The private manage page's body (docs/product.md#managing-an-rsvp): the event, the person's answer,
 * a form to change the party or the answer, and one to cancel. Both are kit forms: with JavaScript
 * they call the API and update in place; without it they post to the page (routes/events.rsvp.tsx),
 * whose action calls the same service, and the page comes back with the same messages.
 */
import { eventPlaceLine } from '#shared/site/meeting-place.ts';
import { useEffect, useRef, useState } from 'react';
import { LOCALE_FIELD } from '#shared/i18n/locales.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import {
  eventPath,
  manageRsvpApiPath,
  partyLabel,
  RSVP_MANAGE_WORDS,
  RSVP_MAX_GUESTS,
} from '#shared/events/words.ts';
import {
  RSVP_ATTENDING_CHOICES,
  RSVP_FORM_SHAPE,
  RSVP_INTENT_FIELD,
  rsvpFromForm,
} from '#shared/events/rsvp-form.ts';
import type { Event, ManagedRsvp, RsvpCancelResponse, RsvpChangeResponse } from '#shared/events/contract.ts';
import { PRIVATE_LINK_PAGES } from '#shared/site/private-pages.ts';
import { Button } from '#client/components/form/Button.tsx';
import { RadioGroup } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { SelectField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';

const LABELS = { attending: 'Will you attend?', guests: 'Number of people (including you)' };
const GUEST_OPTIONS = Array.from({ length: RSVP_MAX_GUESTS }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

function EventFacts({ event }: { event: Event }) {
  const place = eventPlaceLine(event);
  const spots =
    event.spots_remaining === null
      ? 'No limit'
      : event.spots_remaining === 1
        ? '1 spot left'
        : `${event.spots_remaining} spots left`;
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-navy-950">Event</dt>
      <dd>
        <a href={eventPath(event.id)} className="underline">
          {event.title}
        </a>
      </dd>
      <dt className="font-semibold text-navy-950">Date</dt>
      <dd>{eventDateRangeLabel(event)}</dd>
      <dt className="font-semibold text-navy-950">Time</dt>
      <dd>{eventTimeLabel(event)}</dd>
      <dt className="font-semibold text-navy-950">Place</dt>
      <dd>{place}</dd>
      {event.online_url ? (
        <>
          <dt className="font-semibold text-navy-950">Join online</dt>
          <dd>
            <a
              href={event.online_url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all underline"
            >
              {event.online_url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </>
      ) : null}
      <dt className="font-semibold text-navy-950">Seats</dt>
      <dd>{spots}</dd>
    </dl>
  );
}

export function CancelledRsvp({
  message,
  event,
  takeFocus = false,
}: {
  message: string;
  event: Pick<Event, 'id' | 'title'>;
  /** After a cancel in place: the button that had focus is gone, so the message gets it. */
  takeFocus?: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <SuccessPanel panelRef={panel} message={message}>
      <p>
        <a href={eventPath(event.id)} className="font-semibold underline">
          Back to {event.title}
        </a>
      </p>
    </SuccessPanel>
  );
}

function ChangeForm({
  token,
  rsvp,
  onChanged,
  initial,
}: {
  token: string;
  rsvp: ManagedRsvp;
  onChanged(rsvp: ManagedRsvp): void;
  initial: FormOutcome | undefined;
}) {
  const form = useForm<RsvpChangeResponse>({
    schema: () =>
      import('#shared/events/rsvp-form-contract.ts').then((module) => module.rsvpChangeFormSchema),
    shape: RSVP_FORM_SHAPE,
    failureMessage: RSVP_MANAGE_WORDS.saveFailed,
    // The RSVP keeps the language it was made in: the page's language is not part of a change.
    send: ({ [RSVP_INTENT_FIELD]: _intent, [LOCALE_FIELD]: _locale, ...values }) =>
      apiRequest<RsvpChangeResponse>(manageRsvpApiPath(token), { method: 'PUT', body: rsvpFromForm(values) }),
    onSuccess: (result) => onChanged(result.rsvp),
    initial,
  });
  const tone = form.status === 'error' ? 'error' : form.status === 'success' ? 'success' : null;
  return (
    <FormKit
      form={form}
      action={PRIVATE_LINK_PAGES.rsvp.path}
      aria-labelledby="change-rsvp-heading"
      className="space-y-5"
    >
      <h2 id="change-rsvp-heading" className="font-serif text-2xl font-bold text-navy-950">
        Change your answer
      </h2>
      <FormMessage tone={tone} message={form.message} />
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <input type="hidden" name={RSVP_INTENT_FIELD} value="change" />
      <RadioGroup
        name="attending"
        legend={LABELS.attending}
        options={RSVP_ATTENDING_CHOICES}
        defaultValue={rsvp.attending ? 'yes' : 'no'}
        inline
      />
      <SelectField
        name="guests"
        label={LABELS.guests}
        hint="Counted only when you attend."
        required
        options={GUEST_OPTIONS}
        defaultValue={String(rsvp.guests)}
        className="max-w-xs"
      />
      <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? 'Saving...' : 'Save changes'}
      </Button>
    </FormKit>
  );
}

function CancelForm({
  token,
  onCancelled,
  initial,
}: {
  token: string;
  onCancelled(result: RsvpCancelResponse): void;
  initial: FormOutcome | undefined;
}) {
  const form = useForm<RsvpCancelResponse>({
    failureMessage: RSVP_MANAGE_WORDS.cancelFailed,
    send: () => apiRequest<RsvpCancelResponse>(manageRsvpApiPath(token), { method: 'DELETE' }),
    onSuccess: (result) => onCancelled(result),
    initial,
  });
  return (
    <FormKit
      form={form}
      action={PRIVATE_LINK_PAGES.rsvp.path}
      aria-labelledby="cancel-rsvp-heading"
      className="space-y-4"
    >
      <h2 id="cancel-rsvp-heading" className="font-serif text-2xl font-bold text-navy-950">
        Cancel your RSVP
      </h2>
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <p>This removes your RSVP and frees your seats for others. This link will stop working.</p>
      <input type="hidden" name={RSVP_INTENT_FIELD} value="cancel" />
      <Button
        type="submit"
        variant="danger"
        disabled={form.submitting}
        aria-busy={form.submitting || undefined}
      >
        {form.submitting ? 'Cancelling...' : 'Cancel my RSVP'}
      </Button>
    </FormKit>
  );
}

export function ManageRsvp({
  token,
  initialRsvp,
  answer,
}: {
  token: string;
  initialRsvp: ManagedRsvp;
  /** The page action's answer to a post made without JavaScript, and which form it was for. */
  answer?: { intent: 'change' | 'cancel'; outcome: FormOutcome } | undefined;
}) {
  const [rsvp, setRsvp] = useState(initialRsvp);
  const [cancelled, setCancelled] = useState<RsvpCancelResponse | null>(null);
  if (cancelled) return <CancelledRsvp message={cancelled.message} event={cancelled.event} takeFocus />;
  const first = rsvp.name.trim().split(/\s+/)[0] ?? rsvp.name;
  return (
    <div className="space-y-8">
      <EventFacts event={rsvp.event} />
      <p className="text-lg">
        Hello {first}. Your answer:{' '}
        <strong>{rsvp.attending ? `attending, ${partyLabel(rsvp.guests)}` : 'not attending'}</strong>.
      </p>
      {rsvp.can_change ? (
        <ChangeForm
          token={token}
          rsvp={rsvp}
          onChanged={setRsvp}
          initial={answer?.intent === 'change' ? answer.outcome : undefined}
        />
      ) : (
        <p className="rounded-xl bg-sand p-4 font-semibold text-navy-900">
          {rsvp.event.is_past ? RSVP_MANAGE_WORDS.closedPast : RSVP_MANAGE_WORDS.closedNoRsvps}
        </p>
      )}
      {rsvp.can_cancel ? (
        <CancelForm
          token={token}
          onCancelled={setCancelled}
          initial={answer?.intent === 'cancel' ? answer.outcome : undefined}
        />
      ) : null}
      <p className="text-sm text-navy-800">
        This page is private: anyone with its link can change your RSVP, so please do not share it.
      </p>
    </div>
  );
}
