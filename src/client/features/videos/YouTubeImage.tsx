/**
 * A video's picture. The sync copies every YouTube thumbnail to this site in two sizes (320×180 and
 * 480×360) and two formats (JPEG and WebP), served under /media/videos/{id}/; the browser picks the
 * size the layout needs (`sizes`) and WebP where it can, and never connects to YouTube for it. Any
 * other address (the demo videos' SVGs) is used as it is. The first picture on a page is fetched
 * early (`priority`); the others wait until scrolled near.
 */
const YOUTUBE_THUMBNAIL = /^https:\/\/i\.ytimg\.com\/vi\/([\w-]{6,20})\/[a-z]+\.jpg$/;

export function thumbnailSources(url: string): { jpeg: string; webp: string; fallback: string } | null {
  const id = YOUTUBE_THUMBNAIL.exec(url)?.[1];
  if (!id) return null;
  const at = (variant: string) => `/media/videos/${id}/${variant}`;
  return {
    jpeg: `${at('mq.jpg')} 320w, ${at('hq.jpg')} 480w`,
    webp: `${at('mq.webp')} 320w, ${at('hq.webp')} 480w`,
    fallback: at('hq.jpg'),
  };
}

export function YouTubeImage({
  src,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  /** How wide the picture is shown, for choosing a size (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const sources = thumbnailSources(src);
  const img = (
    <img
      src={sources?.fallback ?? src}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      alt=""
      width={480}
      height={270}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
