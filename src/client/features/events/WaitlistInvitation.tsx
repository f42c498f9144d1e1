/**
 * Under the RSVP form of a full (or nearly full) event: the way onto the waitlist, a link to its form
 * (/events/{id}/waitlist), which works with and without JavaScript (docs/product.md#waitlist).
 */
import { waitlistJoinPagePath } from '#shared/events/waitlist-words.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

export function WaitlistInvitation({ eventId, full }: { eventId: number; full: boolean }) {
  const t = useWords(EVENTS_WORDS);
  const localePath = useLocalePath();
  return (
    <div className="mt-8 rounded-2xl border border-gold-300 bg-gold-100 p-5">
      <h3 className="font-serif text-xl font-bold text-navy-950">
        {t(full ? 'waitlist.invitationFull' : 'waitlist.invitationPartial')}
      </h3>
      <p className="mt-2 text-navy-900">{t('waitlist.joinIntro')}</p>
      <p className="mt-4">
        <a
          href={localePath(waitlistJoinPagePath(eventId))}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream hover:bg-navy-700"
        >
          {t('waitlist.joinButton')}
        </a>
      </p>
    </div>
  );
}
