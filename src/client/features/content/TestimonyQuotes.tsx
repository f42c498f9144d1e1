import type { PictureImage } from '#shared/images/format.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';

/** A testimony from someone who read a devotional: a record staff manage. */
export interface TestimonyQuote {
  id: string;
  quote: string;
  name: string;
  /** An optional photo from the image library, drawn small beside the name. */
  photo?: PictureImage | null;
}

/**
 * The testimonies of a devotional page, one sand-coloured quote each, stacked; the column stretches
 * them to its height, so a single quote fills it as before.
 */
export function TestimonyQuotes({ testimonies }: { testimonies: TestimonyQuote[] }) {
  if (testimonies.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      {testimonies.map((testimony) => (
        <figure key={testimony.id} className="flex-1 rounded-2xl bg-sand p-8">
          <blockquote className="font-serif text-xl text-navy-900 italic">“{testimony.quote}”</blockquote>
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
      ))}
    </div>
  );
}
