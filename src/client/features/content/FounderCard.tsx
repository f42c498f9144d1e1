import type { ContentImage as ContentImageValue } from '#shared/images/content-image-format.ts';
import { isLibraryImage, libraryPicture } from '#shared/images/content-image-format.ts';
import type { Founder } from '#client/features/content/content.ts';
import { ContentImage } from '#client/components/ContentImage.tsx';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { NO_FALLBACKS, type LangOf } from '#client/features/content/use-content.ts';

/** "Joshua Adeyemi" → "JA": what stands in a portrait's circle when there is no photo. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/**
 * A round portrait (docs/product.md#about): the founder's photo cropped to a circle around the face
 * (a portrait's face sits in its upper third), or the founder's initials on navy when the library
 * photo is gone, so the card still looks finished.
 */
function Portrait({
  image,
  name,
  lang,
}: {
  image: ContentImageValue;
  name: string;
  lang?: string | undefined;
}) {
  const shape =
    'h-36 w-36 shrink-0 rounded-full ring-4 ring-gold-300 ring-offset-4 ring-offset-white sm:h-40 sm:w-40';
  if (isLibraryImage(image) && !libraryPicture(image)) {
    return (
      <div
        aria-hidden="true"
        className={`${shape} flex items-center justify-center bg-navy-900 font-serif text-4xl font-bold text-gold-300`}
      >
        {initials(name)}
      </div>
    );
  }
  return (
    <ContentImage
      image={image}
      sizes="10rem"
      lang={lang}
      className={`${shape} bg-sand object-cover object-[50%_25%]`}
    />
  );
}

/**
 * One founder: round portrait, name, role and a short biography. `langOf` tells, from the founder's
 * entry, which words show the English on a Spanish page (useLangOf, within the entry).
 */
export function FounderCard({ founder, langOf = NO_FALLBACKS }: { founder: Founder; langOf?: LangOf }) {
  return (
    <li className="rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <Portrait image={founder.image} name={founder.name} lang={langOf('image.alt')} />
        <div>
          <h3 lang={langOf('name')} className="font-serif text-2xl font-bold text-navy-950">
            {founder.name}
          </h3>
          <p lang={langOf('role')} className="mt-1 font-semibold tracking-wide text-gold-700">
            {founder.role}
          </p>
        </div>
      </div>
      {/* Markdown paragraphs, rendered and sanitised on the server (site content). */}
      {founder.bio.map((paragraph, index) => (
        <Markdown
          key={paragraph.slice(0, 32)}
          html={paragraph}
          lang={langOf(['bio', index])}
          className="mt-4 leading-relaxed text-navy-800"
        />
      ))}
    </li>
  );
}
