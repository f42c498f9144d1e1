/**
 * Sharing and search metadata for a message's page: Open Graph and Twitter tags through pageMeta(),
 * marked as a video, plus schema.org VideoObject data (name, description, thumbnail, upload date,
 * duration, embed URL, views).
 */
import type { MetaDescriptor } from 'react-router';
import { pageMeta, publicUrlFromMatches, type PageMetaInput } from '#shared/site/seo.ts';
import { absoluteUrl } from '#shared/site/settings.ts';
import { type VideoMessage, excerpt, isDemoVideoId } from '#shared/videos/format.ts';
import { embedUrl } from '#client/features/videos/VideoPlayer.tsx';

export function videoObjectJsonLd(video: VideoMessage, publicUrl: string | undefined) {
  const pageUrl = publicUrl
    ? absoluteUrl(publicUrl, `/messages/${encodeURIComponent(video.video_id)}`)
    : undefined;
  const thumbnail =
    video.thumbnail_high_url && publicUrl
      ? absoluteUrl(publicUrl, video.thumbnail_high_url)
      : video.thumbnail_high_url;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: excerpt(video.description, 300) || video.title,
    uploadDate: video.published_at,
    duration: video.duration,
    ...(thumbnail ? { thumbnailUrl: [thumbnail] } : {}),
    ...(pageUrl ? { url: pageUrl } : {}),
    ...(isDemoVideoId(video.video_id) ? {} : { embedUrl: embedUrl(video.video_id).split('?')[0] }),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.view_count,
    },
    ...(video.channel_title ? { author: { '@type': 'Organization', name: video.channel_title } } : {}),
  };
}

export function videoPageMeta(video: VideoMessage, matches: PageMetaInput['matches']): MetaDescriptor[] {
  const publicUrl = publicUrlFromMatches(matches);
  // SVG posters (demo videos) are not accepted as link-preview images; the site's card is used then.
  const image =
    video.thumbnail_high_url && !video.thumbnail_high_url.endsWith('.svg')
      ? video.thumbnail_high_url
      : undefined;
  const meta = pageMeta({
    title: video.title,
    description: excerpt(video.description, 155) || video.title,
    path: `/messages/${encodeURIComponent(video.video_id)}`,
    ...(image ? { image, imageAlt: video.title } : {}),
    matches,
  }).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'video.other' } : tag,
  );
  meta.push({ property: 'video:release_date', content: video.published_at });
  if (!isDemoVideoId(video.video_id)) {
    meta.push({ property: 'og:video', content: embedUrl(video.video_id).split('?')[0]! });
  }
  meta.push({ 'script:ld+json': videoObjectJsonLd(video, publicUrl) });
  return meta;
}
