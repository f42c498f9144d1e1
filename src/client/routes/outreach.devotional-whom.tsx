import { data } from 'react-router';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { useWords } from '#client/lib/locale.ts';
import { GatheringFacts } from '#client/components/GatheringFacts.tsx';
import { localeFromMatches, pageMeta, publicUrlFromMatches } from '#shared/site/seo.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { TestimonyQuotes } from '#client/features/content/TestimonyQuotes.tsx';
import { buttonVariants } from '#client/components/form/Button.tsx';
import { DevotionalCover } from '#client/features/outreach/DevotionalCover.tsx';
import { DevotionalLeadButton, EventLeadButton } from '#client/features/outreach/LeadDialogs.tsx';
import { DevotionalLanguageNote, PageHero } from '#client/features/outreach/page-parts.tsx';
import {
  devotionalProductJsonLd,
  gatheringEventJsonLd,
  nextGatheringStart,
} from '#client/features/outreach/structured-data.ts';
import type { Route } from './+types/outreach.devotional-whom';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

const PATH = '/devotional-whom';
/** The page's words from the database (published, or a staff preview's draft), and its testimonies. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, testimonies] = await Promise.all([
    context.services.pageContent.load(request, ['devotional-whom', 'devotionals']),
    // Records staff manage at /admin/testimonies: visible ones, in their order, read fresh.
    context.services.contentRecords.publicTestimonies(PATH),
  ]);
  const loaded = { ...page, nextGathering: nextGatheringStart(new Date()), testimonies };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const publicUrl = publicUrlFromMatches(matches);
  const copy = contentFromMatches(matches, 'devotional-whom');
  const devotional = contentFromMatches(matches, 'devotionals').whom;
  const tags = [
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
  ];
  if (publicUrl) {
    tags.push({ 'script:ld+json': devotionalProductJsonLd(publicUrl, devotional, copy.description, PATH) });
    if (loaderData)
      tags.push({
        'script:ld+json': gatheringEventJsonLd(
          publicUrl,
          loaderData.nextGathering,
          PATH,
          localeFromMatches(matches),
        ),
      });
  }
  return tags;
});

export default function DevotionalWhom({ loaderData }: Route.ComponentProps) {
  const copy = useContent('devotional-whom');
  const devotional = useContent('devotionals').whom;
  const t = useWords(OUTREACH_WORDS);
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('devotional-whom');
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
              landing="/devotional-whom"
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

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="whom-values" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2
              id="whom-values"
              lang={langOf('valuesHeading')}
              className="font-serif text-3xl font-bold text-navy-950"
            >
              {copy.valuesHeading}
            </h2>
            <ul className="mt-6 space-y-3">
              {copy.values.map((value, index) => (
                <li key={value} className="flex gap-3">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="mt-0.5 size-6 shrink-0 text-gold-600"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <span lang={langOf(['values', index])}>{value}</span>
                </li>
              ))}
            </ul>
            <DevotionalLeadButton
              devotional={devotional}
              landing="/devotional-whom"
              label={copy.cta}
              lang={langOf('cta')}
              className={buttonVariants({ size: 'lg', className: 'mt-8' })}
            />
            <DevotionalLanguageNote className="mt-3 text-navy-700" />
          </div>
          <TestimonyQuotes testimonies={loaderData.testimonies} />
        </section>

        <section
          aria-labelledby="whom-author"
          className="rounded-2xl border border-navy-100 bg-white p-8 shadow-sm"
        >
          <h2
            id="whom-author"
            lang={langOf('authorHeading')}
            className="font-serif text-2xl font-bold text-navy-950"
          >
            {copy.authorHeading}
          </h2>
          <p lang={langOf('authorName')} className="mt-1 font-semibold text-navy-700">
            {copy.authorName}
          </p>
          <Markdown
            html={copy.authorBio}
            lang={langOf('authorBio')}
            className="prose-content mt-4 text-navy-800"
          />
          <h3 lang={langOf('bookHeading')} className="mt-8 font-serif text-xl font-bold text-navy-950">
            {copy.bookHeading}
          </h3>
          <p lang={langOf('bookText')} className="mt-2 text-navy-800">
            {copy.bookText}
          </p>
          <a
            href={devotional.bookUrl}
            target="_blank"
            rel="noopener noreferrer"
            lang={langOf('bookLink')}
            className={buttonVariants({ variant: 'secondary', className: 'mt-5' })}
          >
            {copy.bookLink}
            <span className="sr-only">{t('page.opensInNewTab')}</span>
          </a>
        </section>

        <section aria-labelledby="whom-event" className="on-dark rounded-2xl bg-navy-900 p-8 text-cream">
          <h2
            id="whom-event"
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
            label={copy.eventButton}
            lang={langOf('eventButton')}
            className={buttonVariants({ size: 'lg', className: 'mt-6' })}
          />
        </section>

        <nav aria-labelledby="whom-more">
          <h2
            id="whom-more"
            lang={langOf('moreHeading')}
            className="font-serif text-2xl font-bold text-navy-950"
          >
            {copy.moreHeading}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
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
