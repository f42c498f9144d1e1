import { SiteLink } from '#client/components/SiteLink.tsx';
import { settingLang, siteIn } from '#shared/site/settings.ts';
import { useLocale } from '#client/lib/locale.ts';
import type { HomeCopy } from '#client/features/home/home-copy.ts';
import { ContentImage } from '#client/components/ContentImage.tsx';
import { SectionHeading, textLink } from '#client/features/content/ui.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { NO_FALLBACKS, type LangOf } from '#client/features/content/use-content.ts';

/** Who we are, the founders' picture and the verse the ministry is built on (James 4:4). */
export function OurMinistry({
  copy,
  langOf = NO_FALLBACKS,
}: {
  copy: HomeCopy['ministry'];
  /** Which of its words show the English on a Spanish page (useLangOf, within 'ministry'). */
  langOf?: LangOf;
}) {
  const { heading, paragraphs, linkText, image } = copy;
  // The verse in the page's language (docs/product.md#languages).
  const locale = useLocale();
  const site = siteIn(locale);
  return (
    <section aria-labelledby="ministry-title" className="bg-cream">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <SectionHeading id="ministry-title" eyebrow={site.name} lang={{ heading: langOf('heading') }}>
            {heading}
          </SectionHeading>
          {paragraphs.map((paragraph, index) => (
            <Markdown
              key={paragraph.slice(0, 32)}
              html={paragraph}
              lang={langOf(['paragraphs', index])}
              className="prose-content mt-5 text-lg leading-relaxed text-navy-800"
            />
          ))}
          <figure className="relative mt-10 rounded-3xl border border-gold-200 bg-white p-8 shadow-sm sm:p-10">
            <span
              aria-hidden="true"
              className="absolute top-2 left-6 font-serif text-8xl leading-none text-gold-300"
            >
              “
            </span>
            <blockquote
              lang={settingLang(locale, (words) => words.scripture.text)}
              className="relative mt-6 font-serif text-xl leading-relaxed text-navy-900 sm:text-2xl"
            >
              <p>{site.scripture.text}</p>
            </blockquote>
            <figcaption
              lang={settingLang(locale, (words) => words.scripture.reference)}
              className="mt-6 font-semibold tracking-wide text-gold-700"
            >
              {site.scripture.reference}
            </figcaption>
          </figure>
        </div>
        <div>
          <figure>
            {/* Half the 80rem container from lg (64rem), the whole width below. */}
            <ContentImage
              image={image}
              lang={langOf('image.alt')}
              sizes="(min-width: 80rem) 38rem, (min-width: 64rem) 46vw, 92vw"
              className="h-auto w-full rounded-3xl border border-gold-200 bg-sand shadow-sm"
            />
            {image.caption ? (
              <figcaption lang={langOf('image.caption')} className="mt-3 text-center text-sm text-navy-700">
                {image.caption}
              </figcaption>
            ) : null}
          </figure>
          <p className="mt-8 text-center">
            <SiteLink to="/about" lang={langOf('linkText')} className={textLink}>
              {linkText}
              <span aria-hidden="true"> →</span>
            </SiteLink>
          </p>
        </div>
      </div>
    </section>
  );
}
