/**
 * Under the RSVP form of a full (or nearly full) event: the way onto the waitlist, a link to its form
 * (/events/{id}/waitlist), which works with and without JavaScript (docs/product.md#waitlist).
 */
import { WAITLIST_WORDS, waitlistJoinPagePath } from '#shared/events/waitlist-words.ts';

export function WaitlistInvitation({ eventId, full }: { eventId: number; full: boolean }) {
  return (
    <div className="mt-8 rounded-2xl border border-gold-300 bg-gold-100 p-5">
      <h3 className="font-serif text-xl font-bold text-navy-950">
        {full ? 'This event is full' : 'Not enough spots for your party?'}
      </h3>
      <p className="mt-2 text-navy-900">{WAITLIST_WORDS.joinIntro}</p>
      <p className="mt-4">
        <a
          href={waitlistJoinPagePath(eventId)}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream hover:bg-navy-700"
        >
          {WAITLIST_WORDS.joinButton}
        </a>
      </p>
    </div>
  );
}
