import { data } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { mediaMailto } from '#client/features/content/content.ts';
import { WHOM_PRESS_KIT_PATH as PRESS_KIT_PATH } from '#shared/content/records-rules.ts';
import type { Resource } from '#shared/content/records-rules.ts';
import { BookCover } from '#client/features/content/BookCover.tsx';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf, within } from '#client/features/content/use-content.ts';
import { DownloadList } from '#client/features/content/DownloadList.tsx';
import { bookFactsFromRecord, bookJsonLd } from '#client/features/content/structured-data.ts';
import { DevotionalLeadButton, EventLeadButton } from '#client/features/outreach/LeadDialogs.tsx';
import { button, container, Eyebrow, SectionHeading, textLink } from '#client/features/content/ui.tsx';
import { ContentImage } from '#client/components/ContentImage.tsx';
import { resourceWordsIn } from '#shared/content/records-language.ts';
import { CONTENT_PAGE_WORDS } from '#shared/content/words.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useLocale, useWords } from '#client/lib/locale.ts';
import type { Route } from './+types/content.press-kit-whom';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/**
 * The page's words, the author's bio and the devotional from the database (published, or a staff
 * preview's draft); the book is the record staff edit in Resources whose press kit is this page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, book] = await Promise.all([
    context.services.pageContent.load(request, ['press-kit-whom', 'founders', 'devotionals']),
    context.services.contentRecords.bookWithPressKit(PRESS_KIT_PATH),
  ]);
  // Staff hid the book, or gave its press kit another address: this page has nothing to present.
  if (!book) throw data(null, { status: 404 });
  const loaded = { ...page, book };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const copy = contentFromMatches(matches, 'press-kit-whom');
  const book = loaderData?.book;
  if (!book) return pageMeta({ title: copy.title, path: PRESS_KIT_PATH, matches, noIndex: true });
  const founders = contentFromMatches(matches, 'founders');
  return pageMeta({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path: PRESS_KIT_PATH,
    ...bookShareImage(book),
    type: 'article',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
    structuredData: (publicUrl) => [bookJsonLd(bookFactsFromRecord(book), publicUrl, founders)],
  });
});

/** The link preview's picture: the book's shareable cover, with the cover's description. */
function bookShareImage(book: Resource): { image?: string; imageAlt?: string } {
  const share = bookFactsFromRecord(book).coverPng;
  if (!share) return {};
  const alt = book.cover_image ? book.cover_image.alt_text : book.cover_alt;
  return { image: share, ...(alt ? { imageAlt: alt } : {}) };
}

function BookHero({ book }: { book: Resource }) {
  const copy = useContent('press-kit-whom');
  const t = useWords(CONTENT_PAGE_WORDS);
  // A word staff left without Spanish shows in English, marked so (docs/product.md#languages).
  const shown = resourceWordsIn(book, useLocale());
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('press-kit-whom');
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark bg-linear-to-br from-navy-950 via-navy-900 to-navy-700 text-cream"
    >
      <div
        className={`${container} grid items-center gap-10 py-14 sm:py-20 md:grid-cols-[16rem_1fr] lg:gap-16`}
      >
        <BookCover
          book={book}
          sizes="(min-width: 768px) 16rem, 15rem"
          priority
          className="mx-auto h-auto w-48 rounded-md shadow-2xl shadow-black/40 sm:w-60 md:w-full"
        />
        <div>
          <Eyebrow tone="dark" lang={langOf('eyebrow')}>
            {copy.eyebrow}
          </Eyebrow>
          <h1
            id="page-title"
            lang={shown.title.lang}
            className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl"
          >
            {shown.title.text}
          </h1>
          {shown.subtitle ? (
            <p lang={shown.subtitle.lang} className="mt-3 font-serif text-xl text-gold-200 italic">
              {shown.subtitle.text}
            </p>
          ) : null}
          <dl className="mt-8 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
            {copy.facts.map((fact, index) => (
              <div key={fact.label} className="flex gap-2">
                <dt lang={langOf(['facts', index, 'label'])} className="font-semibold text-gold-300">
                  {fact.label}:
                </dt>
                <dd lang={langOf(['facts', index, 'value'])} className="text-navy-100">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a
              href={book.link_url}
              aria-label={t('book.storeLink', { label: copy.buyButton, title: shown.title.text })}
              lang={langOf('buyButton')}
              className={button.gold}
            >
              {copy.buyButton}
              <span aria-hidden="true">↗</span>
            </a>
            <a href="#downloads-title" lang={langOf('downloadsHeading')} className={button.outlineLight}>
              {copy.downloadsHeading}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

function AboutTheBook({ book }: { book: Resource }) {
  const copy = useContent('press-kit-whom');
  const founders = useContent('founders');
  const authorAt = Math.max(
    0,
    founders.findIndex((founder) => founder.name === book.author),
  );
  const author = founders[authorAt]!;
  const langOf = useLangOf('press-kit-whom');
  const authorLangOf = within(useLangOf('founders'), authorAt);
  return (
    <section aria-labelledby="synopsis-title" className="bg-cream">
      <div className={`${container} grid gap-12 py-16 sm:py-20 lg:grid-cols-2`}>
        <div>
          <SectionHeading id="synopsis-title" lang={{ heading: langOf('synopsisHeading') }}>
            {copy.synopsisHeading}
          </SectionHeading>
          {copy.synopsis.map((paragraph, index) => (
            <Markdown
              key={paragraph.slice(0, 32)}
              html={paragraph}
              lang={langOf(['synopsis', index])}
              className="prose-content mt-5 text-lg leading-relaxed text-navy-800"
            />
          ))}
          <figure className="mt-8 rounded-3xl border border-gold-200 bg-white p-8 shadow-sm">
            <blockquote
              lang={langOf('quote.text')}
              className="font-serif text-xl leading-relaxed text-navy-900 italic"
            >
              <p>“{copy.quote.text}”</p>
            </blockquote>
            <figcaption lang={langOf('quote.source')} className="mt-4 font-semibold text-gold-700">
              {copy.quote.source}
            </figcaption>
          </figure>
        </div>
        <div>
          <h2
            id="author-title"
            lang={langOf('authorHeading')}
            className="font-serif text-3xl font-bold text-navy-950 sm:text-4xl"
          >
            {copy.authorHeading}
          </h2>
          <div className="mt-6 flex items-start gap-5">
            <ContentImage
              image={author.image}
              sizes="96px"
              className="h-28 w-24 shrink-0 rounded-2xl bg-sand object-cover"
            />
            <div>
              <p lang={authorLangOf('name')} className="font-serif text-xl font-bold text-navy-950">
                {author.name}
              </p>
              <p lang={authorLangOf('role')} className="font-semibold text-gold-700">
                {author.role}
              </p>
            </div>
          </div>
          {author.bio.map((paragraph, index) => (
            <Markdown
              key={paragraph.slice(0, 32)}
              html={paragraph}
              lang={authorLangOf(['bio', index])}
              className="prose-content mt-5 leading-relaxed text-navy-800"
            />
          ))}
          <h3 lang={langOf('topicsHeading')} className="mt-10 font-serif text-2xl font-bold text-navy-950">
            {copy.topicsHeading}
          </h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-navy-800 marker:text-gold-600">
            {copy.topics.map((topic, index) => (
              <li key={topic} lang={langOf(['topics', index])}>
                {topic}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The devotional and event-interest invitations: each opens its lead form in a dialog. */
function Invitations() {
  const copy = useContent('press-kit-whom');
  const devotionals = useContent('devotionals');
  const langOf = useLangOf('press-kit-whom');
  const t = useWords(CONTENT_PAGE_WORDS);
  return (
    <section aria-label={t('pressKit.moreLabel')} className="bg-cream pb-16 sm:pb-20">
      <div className={`${container} grid gap-6 md:grid-cols-2`}>
        <div className="on-dark rounded-3xl bg-navy-900 p-8 text-navy-100">
          <h2 lang={langOf('devotional.heading')} className="font-serif text-2xl font-bold text-gold-300">
            {copy.devotional.heading}
          </h2>
          <p lang={langOf('devotional.text')} className="mt-3 leading-relaxed">
            {copy.devotional.text}
          </p>
          {/* A <div>, not a <p>: the button's <dialog> may not sit inside a paragraph. */}
          <div className="mt-6">
            <DevotionalLeadButton
              devotional={devotionals.whom}
              landing="/devotional-whom"
              label={copy.devotional.button}
              lang={langOf('devotional.button')}
              className={button.gold}
            />
          </div>
        </div>
        <div className="rounded-3xl border border-gold-200 bg-white p-8">
          <h2 lang={langOf('event.heading')} className="font-serif text-2xl font-bold text-navy-950">
            {copy.event.heading}
          </h2>
          <p lang={langOf('event.text')} className="mt-3 leading-relaxed text-navy-800">
            {copy.event.text}
          </p>
          <div className="mt-6">
            <EventLeadButton
              label={copy.event.button}
              lang={langOf('event.button')}
              className={button.navy}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

export default function PressKitWhom({ loaderData }: Route.ComponentProps) {
  const copy = useContent('press-kit-whom');
  const t = useWords(CONTENT_PAGE_WORDS);
  const { book } = loaderData;
  const langOf = useLangOf('press-kit-whom');
  return (
    <>
      <BookHero book={book} />
      <AboutTheBook book={book} />
      <Invitations />
      <section aria-labelledby="downloads-title" className="bg-sand">
        <div className={`${container} py-16 sm:py-20`}>
          <SectionHeading id="downloads-title" lang={{ heading: langOf('downloadsHeading') }}>
            {copy.downloadsHeading}
          </SectionHeading>
          <div className="mt-10">
            <DownloadList
              downloads={copy.downloads.map((item, index) => ({
                ...item,
                lang: {
                  title: langOf(['downloads', index, 'title']),
                  text: langOf(['downloads', index, 'text']),
                  button: langOf(['downloads', index, 'button']),
                },
              }))}
            />
          </div>
          <div className="mt-12 rounded-3xl border border-navy-100 bg-white p-8">
            <h2 lang={langOf('contactHeading')} className="font-serif text-2xl font-bold text-navy-950">
              {copy.contactHeading}
            </h2>
            <p lang={langOf('contactText')} className="mt-2 text-navy-800">
              {copy.contactText}
            </p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <a
                href={mediaMailto(t('pressKit.mailSubject', { title: book.title }))}
                lang={langOf('contactLink')}
                className={textLink}
              >
                {copy.contactLink}
              </a>
              <SiteLink to="/press" lang={langOf('allPressLink')} className={textLink}>
                {copy.allPressLink}
              </SiteLink>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
