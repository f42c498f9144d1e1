/**
 * /house-churches/start: apply to lead a house church (docs/product.md#start-a-house-church).
 * Its action takes each step posted without JavaScript, and then the whole application.
 */
import { Link, useActionData } from 'react-router';
import { LEADER_WORDS } from '#shared/house-churches/leader-words.ts';
import { HOUSE_CHURCH_WORDS } from '#shared/house-churches/words.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';
import { leaderApplicationAction } from '#client/features/house-churches/leader-application-action.server.ts';
import { LeaderApplication } from '#client/features/house-churches/LeaderApplication.tsx';
import type { Route } from './+types/house-churches.start';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) => {
  const t = LEADER_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    path: '/house-churches/start',
    matches,
  });
});

export function action(args: Route.ActionArgs) {
  return leaderApplicationAction(args);
}

export default function StartHouseChurchPage() {
  const answer = useActionData<typeof action>();
  const t = useWords(LEADER_WORDS);
  const words = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  return (
    <>
      <section aria-labelledby="start-title" className="on-dark bg-navy-900 text-cream">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('start.eyebrow')}
          </p>
          <h1 id="start-title" className="mt-3 font-serif text-4xl font-bold sm:text-5xl">
            {t('start.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{t('start.intro')}</p>
          <p className="mt-6">
            <Link
              to={localePath('/house-churches/why')}
              className="font-semibold text-gold-300 underline underline-offset-4"
            >
              {words('directory.why')}
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
