import { altFor, imageSrcSet, imageUrl, type PictureImage } from '#shared/images/format.ts';

/**
 * A library image (docs/product.md#images): WebP first, JPEG for browsers without it, and every
 * stored width in `srcset`, so the browser fetches the smallest size that fills `sizes` at the
 * screen's density. Width and height keep the page from jumping while it loads; a decorative image
 * gets alt="" so screen readers pass it by.
 */
export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: PictureImage;
  /** How wide the picture is drawn, as the `sizes` attribute says it (e.g. "(min-width: 768px) 50vw, 100vw"). */
  sizes: string;
  className?: string;
  /** The page's largest picture: fetched at once instead of lazily. */
  priority?: boolean;
}) {
  const fallbackWidth = image.widths.find((width) => width >= 640) ?? image.widths[image.widths.length - 1]!;
  return (
    <picture>
      <source type="image/webp" srcSet={imageSrcSet(image.id, image.widths, 'webp')} sizes={sizes} />
      <img
        src={imageUrl(image.id, fallbackWidth, 'jpg')}
        srcSet={imageSrcSet(image.id, image.widths, 'jpg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={altFor(image)}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={className}
      />
    </picture>
  );
}
