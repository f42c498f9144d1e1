/**
 * What the video screens say (docs/product.md#home, #video-messages), in
 * locales/{en,es}/videos.json (decision 0023). Titles and descriptions stay YouTube's.
 */
import en from '#locales/en/videos.json' with { type: 'json' };
import es from '#locales/es/videos.json' with { type: 'json' };
import { defineWords } from '#shared/i18n/words.ts';

export const VIDEOS_WORDS = defineWords('videos', en, es);
export type VideosWordKey = keyof typeof en;

const english = (key: VideosWordKey) => en[key];
const withReason = (key: VideosWordKey) => (reason: string) => english(key).replace('{reason}', reason);

/** The English words, as the tests and the English pages read them. */
export const VIDEO_WORDS = {
  latestHttpError: withReason('latestHttpError'),
  latestNetworkError: english('latestNetworkError'),
  latestEmpty: english('latestEmpty'),
  latestFallback: english('latestFallback'),
  tryAgain: english('tryAgain'),
  /**
   * The developer hint under the fallback (about the server and the video API credentials), in
   * words: the names of server settings stay out of public pages and bundles.
   */
  latestDeveloperHint: english('latestDeveloperHint'),
  listHttpError: withReason('listHttpError'),
  listNetworkError: english('listNetworkError'),
  detailNotFound: english('detailNotFound'),
  detailHttpError: withReason('detailHttpError'),
  detailNetworkError: english('detailNetworkError'),
  backToMessages: english('backToMessages'),
  viewAllMessages: english('viewAllMessages'),
  allMessagesHeading: english('allMessagesHeading'),
  relatedHeading: english('relatedHeading'),
  latestHeading: english('latestHeading'),
  /** When an HTTP failure carries no reason at all. */
  unknownError: english('unknownError'),
} as const;
