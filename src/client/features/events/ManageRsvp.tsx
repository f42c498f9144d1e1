/**
 * The private manage page's body (docs/product.md#managing-an-rsvp): the event, the person's answer,
 * a form to change the party or the answer, and one to cancel. Both are kit forms: with JavaScript
 * they call the API and update in place; without it they post to the page (routes/events.rsvp.tsx),
 * whose action calls the same service, and the page comes back with the same messages.
 */
import { eventPlaceLine } from '#shared/site/meeting-place.ts';
import { useEffect, useRef, useState } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import { eventTitle } from '#shared/events/event-text.ts';
import { eventPath, EVENTS_WORDS, manageRsvpApiPath, RSVP_MAX_GUESTS } from '#shared/events/words.ts';
import { RSVP_FORM_SHAPE, RSVP_INTENT_FIELD, rsvpFromForm } from '#shared/events/rsvp-form.ts';
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
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';

const GUEST_OPTIONS = Array.from({ length: RSVP_MAX_GUESTS }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** The event's title in the page's language (the English, marked lang="en", when staff wrote no Spanish). */
function useEventTitle(event: Pick<Event, 'title'> & Partial<Pick<Event, 'title_es'>>) {
  return eventTitle({ subtitle: null, description: '', ...event }, useLocale());
}

function EventFacts({ event }: { event: Event }) {
  const locale = useLocale();
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  const title = useEventTitle(event);
  const place = eventPlaceLine(event);
  const spots =
    event.spots_remaining === null
      ? t('detail.noLimit')
      : t('manage.spotsLeft', { count: event.spots_remaining });
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-navy-950">{t('manage.event')}</dt>
      <dd>
        <a href={localePath(eventPath(event.id))} className="underline" lang={title.lang}>
          {title.text}
        </a>
      </dd>
      <dt className="font-semibold text-navy-950">{t('manage.date')}</dt>
      <dd>{eventDateRangeLabel(event, locale)}</dd>
      <dt className="font-semibold text-navy-950">{t('manage.time')}</dt>
      <dd>{eventTimeLabel(event, locale)}</dd>
      <dt className="font-semibold text-navy-950">{t('manage.place')}</dt>
      <dd>{place}</dd>
      {event.online_url ? (
        <>
          <dt className="font-semibold text-navy-950">{t('manage.joinOnline')}</dt>
          <dd>
            <a
              href={event.online_url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all underline"
            >
              {event.online_url}
              <span className="sr-only">{t('detail.opensInNewTab')}</span>
            </a>
          </dd>
        </>
      ) : null}
      <dt className="font-semibold text-navy-950">{t('manage.seats')}</dt>
      <dd>{spots}</dd>
    </dl>
  );
}

/** After a cancel: the words are the page's own (an API answer, which has no language, is not shown). */
export function CancelledRsvp({
  event,
  takeFocus = false,
}: {
  event: Pick<Event, 'id' | 'title'> & Partial<Pick<Event, 'title_es'>>;
  /** After a cancel in place: the button that had focus is gone, so the message gets it. */
  takeFocus?: boolean;
}) {
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  const title = useEventTitle(event);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <SuccessPanel panelRef={panel} message={t('manage.cancelled')}>
      <p>
        <a href={localePath(eventPath(event.id))} className="font-semibold underline">
          {t('manage.backTo', { title: title.text })}
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
  const t = useWords(EVENTS_WORDS);
  const locale = useLocale();
  const localePath = useLocalePath();
  const form = useForm<RsvpChangeResponse>({
    schema: () =>
      import('#shared/events/rsvp-form-contract.ts').then((module) => module.rsvpChangeFormSchema),
    shape: RSVP_FORM_SHAPE,
    failureMessage: t('manage.saveFailed'),
    // The page's language goes along for the answer's words; the RSVP keeps the language it was made in.
    send: ({ [RSVP_INTENT_FIELD]: _intent, ...values }) =>
      apiRequest<RsvpChangeResponse>(manageRsvpApiPath(token), {
        method: 'PUT',
        body: { ...rsvpFromForm(values), locale },
      }),
    onSuccess: (result) => onChanged(result.rsvp),
    initial,
  });
  const tone = form.status === 'error' ? 'error' : form.status === 'success' ? 'success' : null;
  const labels = { attending: t('rsvp.attending'), guests: t('manage.guests') };
  const choices = [
    { value: 'yes', label: t('rsvp.attendingYes') },
    { value: 'no', label: t('rsvp.attendingNo') },
  ];
  return (
    <FormKit
      form={form}
      action={localePath(PRIVATE_LINK_PAGES.rsvp.path)}
      aria-labelledby="change-rsvp-heading"
      className="space-y-5"
    >
      <h2 id="change-rsvp-heading" className="font-serif text-2xl font-bold text-navy-950">
        {t('manage.changeHeading')}
      </h2>
      <FormMessage tone={tone} message={form.message} />
      <ErrorSummary labels={labels} always={Boolean(initial && !initial.ok)} />
      <input type="hidden" name={RSVP_INTENT_FIELD} value="change" />
      <RadioGroup
        name="attending"
        legend={labels.attending}
        options={choices}
        defaultValue={rsvp.attending ? 'yes' : 'no'}
        inline
      />
      <SelectField
        name="guests"
        label={labels.guests}
        hint={t('manage.guestsHint')}
        required
        options={GUEST_OPTIONS}
        defaultValue={String(rsvp.guests)}
        className="max-w-xs"
      />
      <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t('manage.saving') : t('manage.save')}
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
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  const form = useForm<RsvpCancelResponse>({
    failureMessage: t('manage.cancelFailed'),
    send: () => apiRequest<RsvpCancelResponse>(manageRsvpApiPath(token), { method: 'DELETE' }),
    onSuccess: (result) => onCancelled(result),
    initial,
  });
  return (
    <FormKit
      form={form}
      action={localePath(PRIVATE_LINK_PAGES.rsvp.path)}
      aria-labelledby="cancel-rsvp-heading"
      className="space-y-4"
    >
      <h2 id="cancel-rsvp-heading" className="font-serif text-2xl font-bold text-navy-950">
        {t('manage.cancelHeading')}
      </h2>
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <p>{t('manage.cancelHelp')}</p>
      <input type="hidden" name={RSVP_INTENT_FIELD} value="cancel" />
      <Button
        type="submit"
        variant="danger"
        disabled={form.submitting}
        aria-busy={form.submitting || undefined}
      >
        {form.submitting ? t('manage.cancelling') : t('manage.cancelButton')}
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
  const t = useWords(EVENTS_WORDS);
  const [rsvp, setRsvp] = useState(initialRsvp);
  const [cancelled, setCancelled] = useState<RsvpCancelResponse | null>(null);
  if (cancelled) return <CancelledRsvp event={cancelled.event} takeFocus />;
  const first = rsvp.name.trim().split(/\s+/)[0] ?? rsvp.name;
  return (
    <div className="space-y-8">
      <EventFacts event={rsvp.event} />
      <p className="text-lg">
        {t('manage.hello', { first })}{' '}
        <strong>
          {rsvp.attending ? t('manage.answerAttending', { count: rsvp.guests }) : t('manage.answerDeclined')}
        </strong>
        .
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
          {t(rsvp.event.is_past ? 'manage.closedPast' : 'manage.closedNoRsvps')}
        </p>
      )}
      {rsvp.can_cancel ? (
        <CancelForm
          token={token}
          onCancelled={setCancelled}
          initial={answer?.intent === 'cancel' ? answer.outcome : undefined}
        />
      ) : null}
      <p className="text-sm text-navy-800">{t('manage.private')}</p>
    </div>
  );
}
