import {
  isLibraryImage,
  libraryPicture,
  type ContentImage as ContentImageValue,
} from '#shared/images/content-image-format.ts';
import { ResponsiveImage } from '#client/components/ResponsiveImage.tsx';

/**
 * A picture from a staff-edited value (docs/product.md#images): a library image drawn with
 * ResponsiveImage (every stored width in `srcset`, chosen by `sizes`), or the seed's static file at
 * its own size. A library image that is no longer in the library (or whose `picture` the server did
 * not add) draws nothing rather than a broken picture.
 */
export function ContentImage({
  image,
  sizes,
  className,
  priority = false,
  lang,
}: {
  image: ContentImageValue;
  /** "en" when its alt text shows the English on a Spanish page (useLangOf): read in English. */
  lang?: string | undefined;
  /** How wide the picture is drawn, as the `sizes` attribute says it. */
  sizes: string;
  className?: string;
  /** The page's largest picture: fetched at once instead of lazily. */
  priority?: boolean;
}) {
  if (isLibraryImage(image)) {
    const picture = libraryPicture(image);
    if (!picture) return null;
    return <ResponsiveImage image={picture} sizes={sizes} className={className} priority={priority} />;
  }
  return (
    <img
      src={image.src}
      alt={image.alt}
      lang={lang}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}
