import { useId, useRef, useState } from 'react';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { useHydrated } from '#client/components/useHydrated.ts';
import { useWords } from '#client/lib/locale.ts';

/** webcal://… : the same feed, which calendar apps open as a subscription rather than a download. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, 'webcal:');
}

const control =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-navy-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:border-navy-900';

/**
 * "Subscribe in your calendar" on /events (docs/product.md#events, #calendar-feed): one button that opens a
 * small panel (details/summary, so it opens without JavaScript too) with the webcal link for the
 * visitor's calendar app and the plain address for apps that ask for a URL, in a field that never
 * widens the page. With JavaScript a Copy link button puts the address on the clipboard.
 */
export function SubscribeLinks({ feedUrl }: { feedUrl: string }) {
  const t = useWords(EVENTS_WORDS);
  const hydrated = useHydrated();
  const addressId = useId();
  const address = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setSaid(t('subscribe.copied'));
    } catch {
      // No clipboard here (an old browser, a page over plain http): the address is selected to copy by hand.
      address.current?.select();
      setSaid(t('subscribe.copyFailed'));
    }
  }

  return (
    <details className="group mt-5 max-w-xl text-navy-900">
      <summary className={`${control} cursor-pointer list-none gap-2 [&::-webkit-details-marker]:hidden`}>
        <CalendarIcon />
        {t('subscribe.label')}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 space-y-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
        <a href={webcalUrl(feedUrl)} className={control}>
          {t('subscribe.openApp')}
        </a>
        <div>
          <label htmlFor={addressId} className="block text-sm text-navy-800">
            {t('subscribe.addressLabel')}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              id={addressId}
              ref={address}
              type="url"
              readOnly
              value={feedUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-lg border border-navy-300 bg-cream px-3 text-sm text-navy-950"
            />
            {hydrated ? (
              <button type="button" onClick={() => void copy()} className={`${control} shrink-0`}>
                {t('subscribe.copy')}
              </button>
            ) : null}
          </div>
          <p role="status" className="mt-2 text-sm font-semibold text-navy-800 empty:sr-only">
            {said}
          </p>
        </div>
      </div>
    </details>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M4.5 6.5h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-12a1 1 0 0 1 1-1Zm-1 4h17M8 4v4m8-4v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
