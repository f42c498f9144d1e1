import { useRouteLoaderData } from 'react-router';
import { eventPath } from '#shared/events/words.ts';
import { site } from '#shared/site/settings.ts';
import { eventsBannerText } from '#shared/site/meeting-place.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import type { EventsBannerData } from '#client/features/events/banner-data.ts';

const link =
  'rounded font-semibold text-gold-300 underline decoration-gold-300/60 underline-offset-4 hover:text-gold-200';

/**
 * The strip at the top of every page: the standing text (else the regular gathering and its time) and
 * link of the published site settings, and the next featured event from the database (the root
 * loader's `eventsBanner`) when there is one.
 */
export function EventsBanner() {
  const { linkText, href } = site.eventsBanner;
  const text = eventsBannerText();
  const rootData = useRouteLoaderData('root') as { eventsBanner?: EventsBannerData | null } | undefined;
  const next = rootData?.eventsBanner;
  return (
    <div className="on-dark bg-navy-950 text-cream">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 py-2 text-center text-sm sm:px-6 lg:px-8">
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <span>{text}</span>
          <SiteLink to={href} className={link}>
            {linkText}
            <span aria-hidden="true"> →</span>
          </SiteLink>
        </p>
        {next ? (
          <p className="text-navy-100">
            <span className="font-semibold text-cream">Next: </span>
            <SiteLink to={eventPath(next.id)} className={link}>
              {next.title}
            </SiteLink>
            <span>, {next.when}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
