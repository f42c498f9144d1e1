import { data } from 'react-router';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { pageMeta } from '#shared/site/seo.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { whyHouseChurchesJsonLd } from '#client/features/content/structured-data.ts';
import {
  button,
  container,
  InlineWords,
  PageHero,
  ScriptureQuote,
  textLink,
} from '#client/features/content/ui.tsx';
import { ContentImage } from '#client/components/ContentImage.tsx';
import type { Route } from './+types/content.why-house-churches';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** Nothing here to hydrate: the page ships no JavaScript (lib/page-scripts.ts). */
export const handle = SCRIPT_FREE;

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

/** The page's words from the database (published, or a staff preview's draft). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['why-house-churches']);
  return page.contentPreview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) => {
  const copy = contentFromMatches(matches, 'why-house-churches');
  return pageMeta({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path: '/house-churches/why',
    type: 'article',
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
    structuredData: (publicUrl) => whyHouseChurchesJsonLd(publicUrl, copy),
  });
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function Faq() {
  const copy = useContent('why-house-churches');
  const langOf = useLangOf('why-house-churches');
  return (
    <aside aria-labelledby="faq-title" className="lg:sticky lg:top-6 lg:self-start">
      <div className="rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <h2
          id="faq-title"
          lang={langOf('faqHeading')}
          className="font-serif text-2xl font-bold text-navy-950"
        >
          {copy.faqHeading}
        </h2>
        <div className="mt-4 divide-y divide-navy-100">
          {copy.faq.map((item, index) => (
            <details key={item.question} className="group py-3">
              <summary
                lang={langOf(['faq', index, 'question'])}
                className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-navy-900 [&::-webkit-details-marker]:hidden"
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl text-gold-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <Markdown
                html={item.answer}
                lang={langOf(['faq', index, 'answer'])}
                className="prose-content mt-2 leading-relaxed text-navy-800"
              />
            </details>
          ))}
        </div>
      </div>
    </aside>
  );
}

export default function WhyHouseChurches() {
  const copy = useContent('why-house-churches');
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('why-house-churches');
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
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SiteLink to="/house-churches" lang={langOf('closing.find')} className={button.gold}>
            {copy.closing.find}
          </SiteLink>
          <SiteLink to="/house-churches/start" lang={langOf('closing.start')} className={button.outlineLight}>
            {copy.closing.start}
          </SiteLink>
        </div>
      </PageHero>
      <div className="bg-cream">
        <div className={`${container} grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_22rem]`}>
          <article aria-labelledby="page-title" className="max-w-3xl">
            <ContentImage
              image={copy.illustration}
              lang={langOf('illustration.alt')}
              sizes="(min-width: 768px) 768px, 100vw"
              className="h-auto w-full rounded-3xl border border-gold-200 bg-sand shadow-sm"
            />
            {copy.sections.map((section, at) => (
              <section key={section.heading} aria-labelledby={slug(section.heading)} className="mt-12">
                <h2
                  id={slug(section.heading)}
                  lang={langOf(['sections', at, 'heading'])}
                  className="font-serif text-3xl font-bold text-navy-950"
                >
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph, index) => (
                  <Markdown
                    key={paragraph.slice(0, 32)}
                    html={paragraph}
                    lang={langOf(['sections', at, 'paragraphs', index])}
                    className="prose-content mt-5 text-lg leading-relaxed text-navy-800"
                  />
                ))}
                <ScriptureQuote
                  text={section.scripture.text}
                  reference={section.scripture.reference}
                  lang={{
                    text: langOf(['sections', at, 'scripture', 'text']),
                    reference: langOf(['sections', at, 'scripture', 'reference']),
                  }}
                />
              </section>
            ))}
            <section
              aria-labelledby="next-step-title"
              className="on-dark mt-12 rounded-3xl bg-navy-900 p-8 text-navy-100 sm:p-10"
            >
              <h2
                id="next-step-title"
                lang={langOf('closing.heading')}
                className="font-serif text-3xl font-bold text-cream"
              >
                {copy.closing.heading}
              </h2>
              <p lang={langOf('closing.text')} className="mt-4 text-lg leading-relaxed">
                {copy.closing.text}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <SiteLink to="/house-churches" lang={langOf('closing.find')} className={button.gold}>
                  {copy.closing.find}
                </SiteLink>
                <SiteLink
                  to="/house-churches/start"
                  lang={langOf('closing.start')}
                  className={button.outlineLight}
                >
                  {copy.closing.start}
                </SiteLink>
              </div>
            </section>
            <p className="mt-8 text-lg text-navy-800">
              <InlineWords lang={langOf('closing.contactText')}>{copy.closing.contactText}</InlineWords>{' '}
              <SiteLink to="/contact" lang={langOf('closing.contact')} className={textLink}>
                {copy.closing.contact}
              </SiteLink>
            </p>
          </article>
          <Faq />
        </div>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
