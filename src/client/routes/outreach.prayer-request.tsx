import { data, useActionData } from 'react-router';
import {
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
  prayerRequestSchema,
} from '#shared/outreach/contract.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { PRAYER_PAGE, PrayerForm } from '#client/features/outreach/PrayerForm.tsx';
import { Card, PageHero, RequiredNote, Scripture } from '#client/features/outreach/page-parts.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/outreach.prayer-request';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/** The page's words from the database (published, or a staff preview's draft). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['prayer-request']);
  return page.contentPreview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => [
  ...pageMeta({
    title: contentFromMatches(matches, 'prayer-request').title,
    description: contentFromMatches(matches, 'prayer-request').description,
    path: '/prayer-request',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
  }),
  { name: 'keywords', content: OUTREACH_WORDS.in(localeFromMatches(matches))('prayer.keywords') },
]);

/** The form posted without JavaScript: the same schema, guard and service as the API. */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args, {
    form: PRAYER_PAGE,
    schema: prayerRequestSchema,
    shape: OUTREACH_FORM_SHAPES.prayer,
    failureMessage: OUTREACH_ANSWER_KEYS.prayerFailure,
    run: (input) => args.context.services.outreach.prayerRequest(input),
  });
}

export default function PrayerRequest() {
  const answer = useActionData<typeof action>();
  const copy = useContent('prayer-request');
  const t = useWords(OUTREACH_WORDS);
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('prayer-request');
  return (
    <>
      <PageHero eyebrow={t('prayer.eyebrow')} title={copy.heading} lang={{ title: langOf('heading') }}>
        <Markdown html={copy.intro} lang={langOf('intro')} className="prose-content" />
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-16">
        <Card>
          <h2 className="font-serif text-2xl font-bold text-navy-950">{t('prayer.formHeading')}</h2>
          <RequiredNote />
          {/* A new answer remounts the form so it shows that answer. */}
          <PrayerForm
            key={JSON.stringify(answer ?? null)}
            privateLabel={copy.privateLabel}
            initial={answer}
          />
        </Card>
        <div className="space-y-8">
          <section
            aria-labelledby="prayer-schedule"
            className="rounded-2xl bg-navy-900 p-6 text-cream on-dark"
          >
            <h2
              id="prayer-schedule"
              lang={langOf('scheduleHeading')}
              className="font-serif text-2xl font-bold text-white"
            >
              {copy.scheduleHeading}
            </h2>
            <p lang={langOf('scheduleIntro')} className="mt-2 text-navy-100">
              {copy.scheduleIntro}
            </p>
            <ul className="mt-4 space-y-4">
              {copy.schedule.map((item, index) => (
                <li key={item.when} className="border-l-4 border-gold-400 pl-4">
                  <p lang={langOf(['schedule', index, 'when'])} className="font-semibold text-gold-200">
                    {item.when}
                  </p>
                  <p lang={langOf(['schedule', index, 'what'])} className="text-navy-100">
                    {item.what}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <Scripture
            {...copy.scripture}
            lang={{ text: langOf('scripture.text'), reference: langOf('scripture.reference') }}
          />
          <p className="text-navy-800">
            {t('prayer.talkPrompt')}{' '}
            <SiteLink to="/contact" className="font-semibold text-navy-900 underline">
              {t('prayer.talkLink')}
            </SiteLink>
            .
          </p>
        </div>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
