/**
 * /house-churches/start: apply to lead a house church (docs/product.md#start-a-house-church).
 * Its action takes each step posted without JavaScript, and then the whole application.
 */
import { Link, useActionData } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { leaderApplicationAction } from '#client/features/house-churches/leader-application-action.server.ts';
import { LeaderApplication } from '#client/features/house-churches/LeaderApplication.tsx';
import type { Route } from './+types/house-churches.start';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) =>
  pageMeta({
    title: 'Start a House Church',
    description:
      'Apply to lead a house church: open your home to 8-12 people for a meal, the Scriptures and prayer. Four short steps, then we walk with you through review, training and launch.',
    path: '/house-churches/start',
    matches,
  }),
);

export function action(args: Route.ActionArgs) {
  return leaderApplicationAction(args);
}

export default function StartHouseChurchPage() {
  const answer = useActionData<typeof action>();
  return (
    <>
      <section aria-labelledby="start-title" className="on-dark bg-navy-900 text-cream">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            Lead a house church
          </p>
          <h1 id="start-title" className="mt-3 font-serif text-4xl font-bold sm:text-5xl">
            Start a House Church
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">
            Is God stirring you to open your home? Tell us about yourself in four short steps. We review every
            application prayerfully, check your references, meet with you and train you before launch.
          </p>
          <p className="mt-6">
            <Link
              to="/house-churches/why"
              className="font-semibold text-gold-300 underline underline-offset-4"
            >
              Why house churches?
            </Link>
          </p>
        </div>
      </section>
      <div className="bg-cream">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          {/* A new answer remounts the form so it shows that answer. */}
          <LeaderApplication key={JSON.stringify(answer ?? null)} initial={answer} />
        </div>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
