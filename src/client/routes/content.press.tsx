import { data } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { site } from '#shared/site/settings.ts';
import { BookCard } from '#client/features/content/BookCard.tsx';
import { mediaMailto } from '#client/features/content/content.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { DownloadList } from '#client/features/content/DownloadList.tsx';
import { bookFactsFromRecord, bookJsonLd } from '#client/features/content/structured-data.ts';
import { container, PageHero, SectionHeading, textLink } from '#client/features/content/ui.tsx';
import { resourceWordsIn } from '#shared/content/records-language.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useLocale } from '#client/lib/locale.ts';
import type { Route } from './+types/content.press';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** Nothing here to hydrate: the page ships no JavaScript (lib/page-scripts.ts). */
export const handle = SCRIPT_FREE;

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/**
 * The books and downloads are records staff manage: visible ones, in staff order, read fresh. The
 * page's words are site content from the database (published, or a staff preview's draft).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, records] = await Promise.all([
    context.services.pageContent.load(request, ['press', 'resources', 'founders']),
    context.services.contentRecords.publicResources('press'),
  ]);
  const loaded = { ...page, ...records };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const press = contentFromMatches(matches, 'press');
  return pageMeta({
    title: press.title,
    description: press.description,
    keywords: press.keywords,
    path: '/press',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
    structuredData: (publicUrl) =>
      (loaderData?.books ?? []).map((book) =>
        bookJsonLd(bookFactsFromRecord(book), publicUrl, contentFromMatches(matches, 'founders')),
      ),
  });
});

export default function Press({ loaderData }: Route.ComponentProps) {
  const { books, downloads } = loaderData;
  const press = useContent('press');
  const resources = useContent('resources');
  const locale = useLocale();
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('press');
  const resourcesLangOf = useLangOf('resources');
  return (
    <>
      <PageHero
        eyebrow={press.hero.eyebrow}
        heading={press.hero.heading}
        introHtml={press.hero.intro}
        lang={{
          eyebrow: langOf('hero.eyebrow'),
          heading: langOf('hero.heading'),
          intro: langOf('hero.intro'),
        }}
      />

      <section aria-labelledby="press-about-title" className="bg-cream">
        <div className={`${container} grid gap-12 py-16 sm:py-20 lg:grid-cols-3`}>
          <div className="lg:col-span-2">
            <SectionHeading id="press-about-title" lang={{ heading: langOf('aboutHeading') }}>
              {press.aboutHeading}
            </SectionHeading>
            {press.aboutText.map((paragraph, index) => (
              <Markdown
                key={paragraph.slice(0, 32)}
                html={paragraph}
                lang={langOf(['aboutText', index])}
                className="prose-content mt-5 text-lg leading-relaxed text-navy-800"
              />
            ))}
          </div>
          <aside
            aria-labelledby="press-contact-title"
            className="self-start rounded-3xl border border-gold-200 bg-white p-8 shadow-sm"
          >
            <h2
              id="press-contact-title"
              lang={langOf('contact.heading')}
              className="font-serif text-2xl font-bold text-navy-950"
            >
              {press.contact.heading}
            </h2>
            <p lang={langOf('contact.text')} className="mt-3 leading-relaxed text-navy-800">
              {press.contact.text}
            </p>
            <p className="mt-5">
              <a href={mediaMailto(press.contact.subject)} lang={langOf('contact.link')} className={textLink}>
                {press.contact.link}
              </a>
            </p>
            <p className="mt-1 text-navy-700">{site.contact.email}</p>
            <p className="mt-4">
              <SiteLink to="/contact" lang={langOf('contact.contactPageLink')} className={textLink}>
                {press.contact.contactPageLink}
              </SiteLink>
            </p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="press-downloads-title" className="bg-sand">
        <div className={`${container} py-16 sm:py-20`}>
          <SectionHeading id="press-downloads-title" lang={{ heading: langOf('downloadsHeading') }}>
            {press.downloadsHeading}
          </SectionHeading>
          <p lang={langOf('downloadsIntro')} className="mt-4 mb-10 text-lg text-navy-800">
            {press.downloadsIntro}
          </p>
          <DownloadList
            downloads={downloads.map((item) => {
              const shown = resourceWordsIn(item, locale);
              return {
                id: item.id,
                title: shown.title.text,
                text: shown.summary.text,
                href: item.link_url,
                button: shown.linkLabel.text,
                lang: { title: shown.title.lang, text: shown.summary.lang, button: shown.linkLabel.lang },
              };
            })}
          />
        </div>
      </section>

      <section aria-labelledby="press-books-title" className="bg-cream">
        <div className={`${container} py-16 sm:py-20`}>
          <SectionHeading id="press-books-title" lang={{ heading: langOf('booksHeading') }}>
            {press.booksHeading}
          </SectionHeading>
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            {books.map((book) => (
              <BookCard
                key={book.id}
                book={book}
                newReleaseLabel={resources.newReleaseLabel}
                pressKitLabel={press.bookPressKitLink}
                lang={{
                  newReleaseLabel: resourcesLangOf('newReleaseLabel'),
                  pressKitLabel: langOf('bookPressKitLink'),
                }}
              />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
