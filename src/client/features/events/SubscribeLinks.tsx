import { SUBSCRIBE_LABEL } from '#shared/events/words.ts';

/** webcal://… : the same feed, which calendar apps open as a subscription rather than a download. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, 'webcal:');
}

/**
 * "Subscribe in your calendar" on /events (docs/product.md#calendar-feed): the webcal link opens the
 * visitor's calendar app; the plain address is for apps that ask for a URL (Google Calendar's "From URL").
 */
export function SubscribeLinks({ feedUrl }: { feedUrl: string }) {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-navy-900">
      <a
        href={webcalUrl(feedUrl)}
        className="inline-flex min-h-11 items-center rounded-full border border-navy-300 px-4 py-2 font-semibold hover:border-navy-900"
      >
        {SUBSCRIBE_LABEL}
      </a>
      <span className="text-sm">
        or add this address to your calendar app:{' '}
        <a href={feedUrl} className="break-all font-semibold underline underline-offset-4">
          {feedUrl}
        </a>
      </span>
    </p>
  );
}
