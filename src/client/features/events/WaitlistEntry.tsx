/**
 * One waitlist entry's private page body (docs/product.md#waitlist): the event, the place in line or
 * the offer with its end in the ministry's time, and the answers that apply (claim or decline an offer,
 * leave the line). Each answer is a kit form: with JavaScript it calls the API and updates in place;
 * without it, it posts to the page (routes/events.waitlist.tsx), whose action calls the same service.
 */
import { useState } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { eventDateRangeLabel, eventTimeLabel } from '#shared/events/format.ts';
import { eventPath, partyLabel } from '#shared/events/words.ts';
import {
  offerEndsLabel,
  WAITLIST_ANSWER_FIELD,
  WAITLIST_WORDS,
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

const BUTTONS: Record<WaitlistAction, { label: string; busy: string; variant?: 'danger' }> = {
  claim: { label: 'Claim the seats', busy: 'Claiming...' },
  decline: { label: 'Let them go to the next person', busy: 'Saving...', variant: 'danger' },
  leave: { label: 'Leave the waitlist', busy: 'Leaving...', variant: 'danger' },
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
  const form = useForm<WaitlistActionResponse>({
    failureMessage: WAITLIST_WORDS.actionFailed,
    send: () =>
      apiRequest<WaitlistActionResponse>(waitlistApiPath(token), { method: 'POST', body: { answer } }),
    onSuccess: onAnswered,
  });
  const button = BUTTONS[answer];
  return (
    <FormKit
      form={form}
      action={PRIVATE_LINK_PAGES.waitlist.path}
      aria-label={button.label}
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
        {form.submitting ? button.busy : button.label}
      </Button>
    </FormKit>
  );
}

function standing(entry: WaitlistEntryView): string {
  const party = partyLabel(entry.guests);
  if (entry.status === 'offered' && entry.offer_expires_at) {
    return `Seats are free for you: we are holding seats for ${party} until ${offerEndsLabel(entry.offer_expires_at)}.`;
  }
  if (entry.status === 'waiting') return `You are number ${entry.place ?? 1} in line for ${party}.`;
  if (entry.status === 'claimed') return `You claimed ${party}. Your RSVP is confirmed.`;
  if (entry.status === 'expired') return WAITLIST_WORDS.offerExpired;
  return WAITLIST_WORDS.notInLine;
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
  const [entry, setEntry] = useState(initialEntry);
  const [said, setSaid] = useState<{ ok: boolean; message: string; rsvpPath: string | null } | null>(
    answer ? { ok: answer.ok, message: answer.message, rsvpPath: answer.extra?.rsvp_path ?? null } : null,
  );
  const answered = (result: WaitlistActionResponse) => {
    setEntry(result.entry);
    setSaid({ ok: true, message: result.message, rsvpPath: result.rsvp_path });
  };
  const { event } = entry;
  const first = entry.name.trim().split(/\s+/)[0] ?? entry.name;
  return (
    <div className="space-y-8">
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
      </dl>
      {said ? (
        <div>
          <FormMessage tone={said.ok ? 'success' : 'error'} message={said.message} />
          {said.rsvpPath ? (
            <p className="mt-3">
              <a href={said.rsvpPath} className="font-semibold underline">
                See or change your RSVP
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="text-lg">
        Hello {first}. <strong>{standing(entry)}</strong>
      </p>
      {entry.status === 'offered' ? (
        <div className="flex flex-wrap gap-4">
          <AnswerForm token={token} answer="claim" onAnswered={answered} />
          <AnswerForm token={token} answer="decline" onAnswered={answered} />
        </div>
      ) : null}
      {entry.status === 'waiting' ? <AnswerForm token={token} answer="leave" onAnswered={answered} /> : null}
      <p className="text-sm text-navy-800">
        This page is private: anyone with its link can answer for you, so please do not share it.
      </p>
    </div>
  );
}
