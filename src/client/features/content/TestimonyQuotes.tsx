import type { PictureImage } from '#shared/images/format.ts';
import { wordsIn } from '#shared/content/records-language.ts';
import { useLocale } from '#client/lib/locale.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';

/** A testimony from someone who read a devotional: a record staff manage. */
export interface TestimonyQuote {
  id: string;
  quote: string;
  /** The Spanish pages' quote; without one they show the English, marked `lang="en"`. */
  quote_es?: string | null;
  name: string;
  /** An optional photo from the image library, drawn small beside the name. */
  photo?: PictureImage | null;
}

/**
 * The testimonies of a devotional page, one sand-coloured quote each, stacked; the column stretches
 * them to its height, so a single quote fills it as before.
 */
export function TestimonyQuotes({ testimonies }: { testimonies: TestimonyQuote[] }) {
  const locale = useLocale();
  if (testimonies.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      {testimonies.map((testimony) => {
        const quote = wordsIn(testimony.quote, testimony.quote_es, locale);
        return (
          <figure key={testimony.id} className="flex-1 rounded-2xl bg-sand p-8">
            <blockquote lang={quote.lang} className="font-serif text-xl text-navy-900 italic">
              “{quote.text}”
            </blockquote>
            <figcaption className="mt-4 flex items-center gap-3 font-semibold text-navy-700">
              {testimony.photo ? (
                <ResponsiveImage
                  image={testimony.photo}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-full object-cover"
                />
              ) : null}
              <span>{testimony.name}</span>
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
