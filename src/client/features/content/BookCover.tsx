import type { Resource } from '#shared/content/records-rules.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';
import { ContentImg } from '#client/features/content/ui.tsx';

type CoverFields = Pick<Resource, 'cover_image' | 'cover_src' | 'cover_alt' | 'cover_width' | 'cover_height'>;

/**
 * A book's cover (docs/product.md#resources): the library cover staff chose, drawn with every stored
 * width in `srcset` so the browser fetches the size `sizes` needs; else the seed's static file.
 */
export function BookCover({
  book,
  sizes,
  className,
  priority = false,
}: {
  book: CoverFields;
  /** How wide the cover is drawn in this layout, e.g. "160px". */
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  if (book.cover_image)
    return (
      <ResponsiveImage image={book.cover_image} sizes={sizes} className={className} priority={priority} />
    );
  if (!book.cover_src || !book.cover_width || !book.cover_height) return <div aria-hidden="true" />;
  return (
    <ContentImg
      image={{
        src: book.cover_src,
        alt: book.cover_alt ?? '',
        width: book.cover_width,
        height: book.cover_height,
      }}
      className={className}
      eager={priority}
    />
  );
}
