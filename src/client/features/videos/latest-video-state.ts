/** What the home page's Latest Message block shows (docs/product.md#home). */
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import type { VideoMessage } from '#shared/videos/format.ts';

export type LatestVideoState =
  | { status: 'loading' }
  | { status: 'loaded'; video: VideoMessage }
  /** No video at all: 'No message available.' with 'Try Again'. */
  | { status: 'empty' }
  /** `message` may be a words key (the loader does not know the page's language): LatestVideo says it. */
  | { status: 'error'; message: string };

/**
 * For the home page's loader: the newest video straight from the database (no HTTP, no YouTube).
 * A failure here must not take the whole home page down, so it becomes the block's error state.
 */
export async function loadLatestVideo(videos: {
  latest(): Promise<VideoMessage | null>;
}): Promise<LatestVideoState> {
  try {
    const video = await videos.latest();
    return video ? { status: 'loaded', video } : { status: 'empty' };
  } catch (error) {
    console.error('latest message: database read failed', error instanceof Error ? error.message : error);
    return { status: 'error', message: VIDEOS_WORDS.message('latestNetworkError') };
  }
}
