/** Building blocks shared by the content pages and the home page: buttons, headings, heroes, quotes. */
import type { ReactNode } from 'react';
import type { ContentImage } from '#client/features/content/content.ts';

const buttonBase =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold transition-colors';

export const button = {
  gold: `${buttonBase} bg-gold-400 text-navy-950 shadow-sm hover:bg-gold-300`,
  outlineLight: `${buttonBase} border border-cream/50 text-cream hover:border-cream hover:bg-cream/10`,
  navy: `${buttonBase} bg-navy-900 text-cream shadow-sm hover:bg-navy-700`,
  outlineNavy: `${buttonBase} border border-navy-300 bg-white text-navy-900 hover:border-navy-900`,
};

/** An inline text link with the gold underline used across the site. */
export const textLink =
  'rounded font-semibold text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-700';

export const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

export function Eyebrow({
  children,
  tone = 'light',
  lang,
}: {
  children: ReactNode;
  tone?: 'light' | 'dark';
  lang?: string | undefined;
}) {
  return (
    <p
      lang={lang}
      className={`text-sm font-semibold tracking-[0.2em] uppercase ${tone === 'dark' ? 'text-gold-300' : 'text-gold-700'}`}
    >
      {children}
    </p>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  lang,
  children,
}: {
  id: string;
  eyebrow?: string | undefined;
  /** Which of them show the English on a Spanish page (useLangOf): marked `lang="en"`. */
  lang?: { eyebrow?: string | undefined; heading?: string | undefined };
  children: ReactNode;
}) {
  return (
    <div>
      {eyebrow ? <Eyebrow lang={lang?.eyebrow}>{eyebrow}</Eyebrow> : null}
      <h2
        id={id}
        lang={lang?.heading}
        className="mt-2 font-serif text-3xl font-bold text-navy-950 sm:text-4xl"
      >
        {children}
      </h2>
    </div>
  );
}

/** The dark band at the top of every content page, with the page's one <h1>. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  introHtml,
  lang,
  children,
}: {
  eyebrow: string;
  heading: string;
  /** Plain text, or `introHtml`: a Markdown field the server rendered (site content). */
  intro?: string;
  introHtml?: string;
  /** Which of them show the English on a Spanish page (useLangOf): marked `lang="en"`. */
  lang?: { eyebrow?: string | undefined; heading?: string | undefined; intro?: string | undefined };
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark bg-linear-to-br from-navy-950 via-navy-900 to-navy-700 text-cream"
    >
      <div className={`${container} py-14 sm:py-20`}>
        <div className="max-w-3xl">
          <Eyebrow tone="dark" lang={lang?.eyebrow}>
            {eyebrow}
          </Eyebrow>
          <h1
            id="page-title"
            lang={lang?.heading}
            className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl"
          >
            {heading}
          </h1>
          {introHtml === undefined ? (
            <p lang={lang?.intro} className="mt-5 text-lg leading-relaxed text-navy-100 sm:text-xl">
              {intro}
            </p>
          ) : (
            <div
              lang={lang?.intro}
              className="prose-content mt-5 text-lg leading-relaxed text-navy-100 sm:text-xl"
              dangerouslySetInnerHTML={{ __html: introHtml }}
            />
          )}
          {children}
        </div>
      </div>
    </section>
  );
}

/** A scripture set apart from the text around it. */
export function ScriptureQuote({
  text,
  reference,
  lang,
}: {
  text: string;
  reference: string;
  /** Which of them show the English on a Spanish page (useLangOf): marked `lang="en"`. */
  lang?: { text?: string | undefined; reference?: string | undefined };
}) {
  return (
    <figure className="my-8 border-l-4 border-gold-400 bg-white py-5 pr-5 pl-6 shadow-sm sm:pl-8">
      <blockquote lang={lang?.text} className="font-serif text-xl leading-relaxed text-navy-900 italic">
        <p>{text}</p>
      </blockquote>
      <figcaption lang={lang?.reference} className="mt-3 font-semibold tracking-wide text-gold-700">
        {reference}
      </figcaption>
    </figure>
  );
}

/** A content image with its intrinsic size set (no layout shift); lazy unless it is above the fold. */
export function ContentImg({
  image,
  alt,
  className,
  eager = false,
}: {
  image: ContentImage | Omit<ContentImage, 'alt'>;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={alt ?? ('alt' in image ? image.alt : '')}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M12 3.5v11m0 0-4.5-4.5M12 14.5l4.5-4.5M4.5 16.5v2a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2v-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Words inside a sentence of other words: marked `lang="en"` in a span of their own only when they
 * show the English on a Spanish page (useLangOf), else left as plain text (the markup unchanged).
 */
export function InlineWords({ lang, children }: { lang?: string | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
