/**
 * One waitlist entry's private page body (docs/product.md#waitlist): the event, the place in line or
 * the offer with its end in the ministry's time, and the answers that apply (claim or decline an offer,
 * leave the line). Each answer is a kit form: with JavaScript it calls the API and updates in place;
 * without it, it posts to the page (routes/events.waitlist.tsx), whose action calls the same service.
 */
import { useState } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import { eventTitle } from '#shared/events/event-text.ts';
import { eventPath, EVENTS_WORDS, type EventsWordKey, partyLabel } from '#shared/events/words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import {
  offerEndsLabel,
  WAITLIST_ANSWER_FIELD,
  type WaitlistAction,
  waitlistApiPath,
} from '#shared/events/waitlist-words.ts';
import type { WaitlistActionResponse, WaitlistEntryView } from '#shared/events/waitlist-contract.ts';
import { PRIVATE_LINK_PAGES } from '#shared/site/private-pages.ts';
import { Button } from '#client/components/form/Button.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';

const BUTTONS: Record<WaitlistAction, { label: EventsWordKey; busy: EventsWordKey; variant?: 'danger' }> = {
  claim: { label: 'waitlist.claim', busy: 'waitlist.claiming' },
  decline: { label: 'waitlist.decline', busy: 'waitlist.saving', variant: 'danger' },
  leave: { label: 'waitlist.leave', busy: 'waitlist.leaving', variant: 'danger' },
};

function AnswerForm({
  token,
  answer,
  onAnswered,
}: {
  token: string;
  answer: WaitlistAction;
  onAnswered(result: WaitlistActionResponse): void;
}) {
  const t = useWords(EVENTS_WORDS);
  const locale = useLocale();
  const localePath = useLocalePath();
  const form = useForm<WaitlistActionResponse>({
    failureMessage: t('waitlist.actionFailed'),
    // The page's language, for the answer's words.
    send: () =>
      apiRequest<WaitlistActionResponse>(waitlistApiPath(token), {
        method: 'POST',
        body: { answer, locale },
      }),
    onSuccess: onAnswered,
  });
  const button = BUTTONS[answer];
  return (
    <FormKit
      form={form}
      action={localePath(PRIVATE_LINK_PAGES.waitlist.path)}
      aria-label={t(button.label)}
      className="space-y-3"
    >
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <input type="hidden" name={WAITLIST_ANSWER_FIELD} value={answer} />
      <Button
        type="submit"
        variant={button.variant}
        disabled={form.submitting}
        aria-busy={form.submitting || undefined}
      >
        {form.submitting ? t(button.busy) : t(button.label)}
      </Button>
    </FormKit>
  );
}

function standing(entry: WaitlistEntryView, locale: Locale): string {
  const t = EVENTS_WORDS.in(locale);
  const party = partyLabel(entry.guests, locale);
  if (entry.status === 'offered' && entry.offer_expires_at) {
    return t('waitlist.offered', { party, ends: offerEndsLabel(entry.offer_expires_at, locale) });
  }
  if (entry.status === 'waiting') return t('waitlist.waiting', { place: entry.place ?? 1, party });
  if (entry.status === 'claimed') return t('waitlist.claimedStanding', { party });
  if (entry.status === 'expired') return t('waitlist.offerExpired');
  return t('waitlist.notInLine');
}

export function WaitlistEntry({
  token,
  initialEntry,
  answer,
}: {
  token: string;
  initialEntry: WaitlistEntryView;
  /** The page action's answer to a post made without JavaScript. */
  answer?: FormOutcome<{ rsvp_path: string | null }> | undefined;
}) {
  const locale = useLocale();
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  const [entry, setEntry] = useState(initialEntry);
  const [said, setSaid] = useState<{ ok: boolean; message: string; rsvpPath: string | null } | null>(
    answer ? { ok: answer.ok, message: answer.message, rsvpPath: answer.extra?.rsvp_path ?? null } : null,
  );
  const answered = (result: WaitlistActionResponse) => {
    setEntry(result.entry);
    setSaid({ ok: true, message: result.message, rsvpPath: result.rsvp_path });
  };
  const { event } = entry;
  const title = eventTitle(event, locale);
  const first = entry.name.trim().split(/\s+/)[0] ?? entry.name;
  return (
    <div className="space-y-8">
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
      </dl>
      {said ? (
        <div>
          <FormMessage tone={said.ok ? 'success' : 'error'} message={said.message} />
          {said.rsvpPath ? (
            <p className="mt-3">
              <a href={said.rsvpPath} className="font-semibold underline">
                {t('waitlist.seeRsvp')}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="text-lg">
        {t('waitlist.hello', { first })} <strong>{standing(entry, locale)}</strong>
      </p>
      {entry.status === 'offered' ? (
        <div className="flex flex-wrap gap-4">
          <AnswerForm token={token} answer="claim" onAnswered={answered} />
          <AnswerForm token={token} answer="decline" onAnswered={answered} />
        </div>
      ) : null}
      {entry.status === 'waiting' ? <AnswerForm token={token} answer="leave" onAnswered={answered} /> : null}
      <p className="text-sm text-navy-800">{t('waitlist.private')}</p>
    </div>
  );
}
