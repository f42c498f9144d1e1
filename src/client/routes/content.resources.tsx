import { data } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { contactMailto } from '#shared/site/settings.ts';
import { BookCard } from '#client/features/content/BookCard.tsx';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { bookFactsFromRecord, bookJsonLd } from '#client/features/content/structured-data.ts';
import { isSitePagePath } from '#shared/content/records-rules.ts';
import { button, container, PageHero, SectionHeading, textLink } from '#client/features/content/ui.tsx';
import { resourceWordsIn } from '#shared/content/records-language.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useLocale } from '#client/lib/locale.ts';
import type { Route } from './+types/content.resources';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** Nothing here to hydrate: the page ships no JavaScript (lib/page-scripts.ts). */
export const handle = SCRIPT_FREE;

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/**
 * The books and free downloads are records staff manage: visible ones, in staff order, read fresh. The
 * page's words are site content from the database (published, or a staff preview's draft).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, records] = await Promise.all([
    context.services.pageContent.load(request, ['resources', 'founders']),
    context.services.contentRecords.publicResources('resources'),
  ]);
  const loaded = { ...page, ...records };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const resources = contentFromMatches(matches, 'resources');
  return pageMeta({
    title: resources.title,
    description: resources.description,
    keywords: resources.keywords,
    path: '/resources',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
    structuredData: (publicUrl) =>
      (loaderData?.books ?? []).map((book) =>
        bookJsonLd(bookFactsFromRecord(book), publicUrl, contentFromMatches(matches, 'founders')),
      ),
  });
});

export default function Resources({ loaderData }: Route.ComponentProps) {
  const copy = useContent('resources');
  const { books, downloads } = loaderData;
  const locale = useLocale();
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('resources');
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        heading={copy.hero.heading}
        introHtml={copy.hero.intro}
        lang={{
          eyebrow: langOf('hero.eyebrow'),
          heading: langOf('hero.heading'),
          intro: langOf('hero.intro'),
        }}
      />

      <section aria-labelledby="books-title" className="bg-cream">
        <div className={`${container} py-16 sm:py-20`}>
          <SectionHeading id="books-title" lang={{ heading: langOf('booksHeading') }}>
            {copy.booksHeading}
          </SectionHeading>
          <p lang={langOf('booksIntro')} className="mt-4 text-lg text-navy-800">
            {copy.booksIntro}
          </p>
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            {books.map((book) => (
              <BookCard
                key={book.id}
                book={book}
                newReleaseLabel={copy.newReleaseLabel}
                lang={{ newReleaseLabel: langOf('newReleaseLabel') }}
              />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="devotionals-title" className="bg-sand">
        <div className={`${container} py-16 sm:py-20`}>
          <SectionHeading id="devotionals-title" lang={{ heading: langOf('devotionalsHeading') }}>
            {copy.devotionalsHeading}
          </SectionHeading>
          <p lang={langOf('devotionalsIntro')} className="mt-4 text-lg text-navy-800">
            {copy.devotionalsIntro}
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {downloads.map((devotional) => {
              // A word staff left without Spanish shows in English, marked so (docs/product.md#languages).
              const shown = resourceWordsIn(devotional, locale);
              return (
                <li
                  key={devotional.id}
                  className="flex flex-col rounded-3xl bg-navy-900 p-8 text-navy-100 shadow-sm"
                >
                  {shown.subtitle ? (
                    <p
                      lang={shown.subtitle.lang}
                      className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase"
                    >
                      {shown.subtitle.text}
                    </p>
                  ) : null}
                  <h3 lang={shown.title.lang} className="mt-2 font-serif text-2xl font-bold text-cream">
                    {shown.title.text}
                  </h3>
                  <p lang={shown.summary.lang} className="mt-3 flex-1 leading-relaxed">
                    {shown.summary.text}
                  </p>
                  <p className="on-dark mt-6">
                    {isSitePagePath(devotional.link_url) ? (
                      <SiteLink to={devotional.link_url} lang={shown.linkLabel.lang} className={button.gold}>
                        {shown.linkLabel.text}
                      </SiteLink>
                    ) : (
                      <a href={devotional.link_url} lang={shown.linkLabel.lang} className={button.gold}>
                        {shown.linkLabel.text}
                      </a>
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="more-title" className="bg-cream">
        <div className={`${container} py-16 sm:py-20`}>
          <SectionHeading id="more-title" lang={{ heading: langOf('moreHeading') }}>
            {copy.moreHeading}
          </SectionHeading>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {copy.more.map((item, index) => (
              <li key={item.href} className="rounded-3xl border border-navy-100 bg-white p-8 shadow-sm">
                <h3
                  lang={langOf(['more', index, 'title'])}
                  className="font-serif text-xl font-bold text-navy-950"
                >
                  {item.title}
                </h3>
                <p lang={langOf(['more', index, 'text'])} className="mt-2 leading-relaxed text-navy-800">
                  {item.text}
                </p>
                <p className="mt-5">
                  <SiteLink to={item.href} lang={langOf(['more', index, 'link'])} className={textLink}>
                    {item.link}
                    <span aria-hidden="true"> →</span>
                  </SiteLink>
                </p>
              </li>
            ))}
            <li className="rounded-3xl border border-gold-200 bg-gold-100/50 p-8">
              <h3 lang={langOf('mail.heading')} className="font-serif text-xl font-bold text-navy-950">
                {copy.mail.heading}
              </h3>
              <p lang={langOf('mail.text')} className="mt-2 leading-relaxed text-navy-800">
                {copy.mail.text}
              </p>
              <p className="mt-5">
                <a href={contactMailto()} lang={langOf('mail.link')} className={textLink}>
                  {copy.mail.link}
                </a>
              </p>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
