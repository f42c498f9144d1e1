import { data } from 'react-router';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { useWords } from '#client/lib/locale.ts';
import { GatheringFacts } from '#client/components/GatheringFacts.tsx';
import { pageMeta, publicUrlFromMatches } from '#shared/site/seo.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { TestimonyQuotes } from '#client/features/content/TestimonyQuotes.tsx';
import { buttonVariants } from '#client/components/form/Button.tsx';
import { DevotionalCover } from '#client/features/outreach/DevotionalCover.tsx';
import { DevotionalLeadButton, EventLeadButton } from '#client/features/outreach/LeadDialogs.tsx';
import { DevotionalLanguageNote, PageHero } from '#client/features/outreach/page-parts.tsx';
import { devotionalProductJsonLd } from '#client/features/outreach/structured-data.ts';
import type { Route } from './+types/outreach.devotional';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

const PATH = '/devotional';
/**
 * Testimonies staff add for this page at /admin/testimonies (none at first): visible ones, in order;
 * and the page's words from the database (published, or a staff preview's draft).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, testimonies] = await Promise.all([
    context.services.pageContent.load(request, ['devotional', 'devotionals']),
    context.services.contentRecords.publicTestimonies(PATH),
  ]);
  const loaded = { ...page, testimonies };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const publicUrl = publicUrlFromMatches(matches);
  const copy = contentFromMatches(matches, 'devotional');
  const devotional = contentFromMatches(matches, 'devotionals').fulfill;
  return [
    ...pageMeta({
      title: copy.title,
      description: copy.description,
      path: PATH,
      image: devotional.coverPng,
      imageAlt: copy.coverAlt,
      matches,
      noIndex: Boolean(loaderData?.contentPreview),
    }),
    { name: 'keywords', content: copy.keywords },
    ...(publicUrl
      ? [{ 'script:ld+json': devotionalProductJsonLd(publicUrl, devotional, copy.description, PATH) }]
      : []),
  ];
});

export default function Devotional({ loaderData }: Route.ComponentProps) {
  const copy = useContent('devotional');
  const devotional = useContent('devotionals').fulfill;
  const t = useWords(OUTREACH_WORDS);
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('devotional');
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lang={{ eyebrow: langOf('eyebrow'), title: langOf('heading') }}
      >
        <div className="grid items-center gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <p lang={langOf('subheading')} className="font-serif text-2xl text-gold-200 italic">
              {copy.subheading}
            </p>
            <Markdown html={copy.intro} lang={langOf('intro')} className="prose-content mt-4" />
            <DevotionalLeadButton
              devotional={devotional}
              landing="/devotional"
              label={copy.cta}
              lang={langOf('cta')}
              className={buttonVariants({ size: 'lg', className: 'mt-8' })}
            />
            <DevotionalLanguageNote className="mt-3 text-gold-200" />
          </div>
          <div className="flex justify-center">
            <DevotionalCover src={devotional.cover} alt={copy.coverAlt} title={devotional.title} />
          </div>
        </div>
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-14 sm:px-6">
        <section aria-labelledby="fulfill-values">
          <h2
            id="fulfill-values"
            lang={langOf('valuesHeading')}
            className="font-serif text-3xl font-bold text-navy-950"
          >
            {copy.valuesHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.values.map((value, index) => (
              <li
                key={value}
                lang={langOf(['values', index])}
                className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm"
              >
                {value}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <DevotionalLeadButton
              devotional={devotional}
              landing="/devotional"
              label={copy.cta}
              lang={langOf('cta')}
              className={buttonVariants({ size: 'lg' })}
            />
            <a
              href={devotional.bookUrl}
              target="_blank"
              rel="noopener noreferrer"
              lang={langOf('bookLink')}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {copy.bookLink}
              <span className="sr-only">{t('page.opensInNewTab')}</span>
            </a>
          </div>
        </section>

        {loaderData.testimonies.length > 0 ? (
          <section aria-labelledby="fulfill-testimonies">
            <h2
              id="fulfill-testimonies"
              lang={langOf('testimoniesHeading')}
              className="font-serif text-3xl font-bold text-navy-950"
            >
              {copy.testimoniesHeading}
            </h2>
            <div className="mt-6">
              <TestimonyQuotes testimonies={loaderData.testimonies} />
            </div>
          </section>
        ) : null}

        <section aria-labelledby="fulfill-event" className="on-dark rounded-2xl bg-navy-900 p-8 text-cream">
          <h2
            id="fulfill-event"
            lang={langOf('eventHeading')}
            className="font-serif text-3xl font-bold text-white"
          >
            {copy.eventHeading}
          </h2>
          <p lang={langOf('eventText')} className="mt-3 max-w-2xl text-navy-100">
            {copy.eventText}
          </p>
          <div className="mt-5 max-w-xl">
            <GatheringFacts tone="dark" />
          </div>
          <EventLeadButton
            landing="/devotional"
            label={copy.eventButton}
            lang={langOf('eventButton')}
            className={buttonVariants({ size: 'lg', className: 'mt-6' })}
          />
        </section>

        <nav aria-label={t('devotional.moreResources')}>
          <ul className="flex flex-wrap gap-3">
            {copy.links.map((link, index) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  lang={langOf(['links', index, 'label'])}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
