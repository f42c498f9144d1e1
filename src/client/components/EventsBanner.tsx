import { useRouteLoaderData } from 'react-router';
import { EVENTS_BANNER_WORDS, eventPath } from '#shared/events/banner-words.ts';
import { siteIn } from '#shared/site/settings.ts';
import { eventsBannerText } from '#shared/site/meeting-place.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import type { EventsBannerData } from '#client/features/events/banner-data.ts';
import { useLocale } from '#client/lib/locale.ts';

const link =
  'rounded font-semibold text-gold-300 underline decoration-gold-300/60 underline-offset-4 hover:text-gold-200';

/** The standing text names the event already ("Undivided Hearts Gathering: second and last Saturday…"). */
const namedIn = (text: string, title: string) => text.toLowerCase().includes(title.trim().toLowerCase());

/**
 * The strip at the top of every page, always one line (docs/product.md#every-page): on a wide screen the
 * standing text (else the regular gathering and its time) and link of the published site settings, then the next featured event from the database
 * (the root loader's `eventsBanner`) without repeating a name the text already says; on a narrower one only
 * "Next:", its short date and its title, cut with an ellipsis rather than wrapped.
 */
export function EventsBanner() {
  const locale = useLocale();
  const { linkText, href } = siteIn(locale).eventsBanner;
  const text = eventsBannerText(locale);
  const rootData = useRouteLoaderData('root') as { eventsBanner?: EventsBannerData | null } | undefined;
  const next = rootData?.eventsBanner;
  const wide = next ? 'hidden lg:inline' : '';
  return (
    <div className="on-dark bg-navy-950 text-cream">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-x-3 px-4 py-2 text-xs whitespace-nowrap sm:px-6 sm:text-sm lg:px-8">
        <span className={`min-w-0 truncate ${wide}`}>{text}</span>
        {next ? (
          <span className="min-w-0 truncate text-navy-100">
            <span className="font-semibold text-cream">{EVENTS_BANNER_WORDS.in(locale)('next')} </span>
            {/* Narrow: "Dec 12, 7 PM · Title"; wide: the full date, and the title unless the text says it. */}
            <span className="lg:hidden">
              {next.short} ·{' '}
              <SiteLink to={eventPath(next.id)} className={link} lang={next.lang}>
                {next.title}
              </SiteLink>
            </span>
            <span className="hidden lg:inline">
              {namedIn(text, next.title) ? (
                <SiteLink to={eventPath(next.id)} className={link} aria-label={`${next.title}, ${next.when}`}>
                  {next.when}
                </SiteLink>
              ) : (
                <>
                  <SiteLink to={eventPath(next.id)} className={link} lang={next.lang}>
                    {next.title}
                  </SiteLink>
                  , {next.when}
                </>
              )}
            </span>
          </span>
        ) : null}
        <SiteLink to={href} className={`shrink-0 ${link} ${wide}`}>
          {linkText}
          <span aria-hidden="true"> →</span>
        </SiteLink>
      </p>
    </div>
  );
}
