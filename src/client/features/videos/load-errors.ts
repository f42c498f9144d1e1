/**
 * How a failed load reads (docs/product.md#video-messages). An answer from the server (an HTTP failure) names
 * its reason; no answer at all gets the "try again later" wording.
 */
import type { Locale } from '#shared/i18n/locales.ts';
import { VIDEOS_WORDS } from '#shared/videos/words.ts';
import { ApiError } from '#client/lib/api.ts';

/** The reason of an HTTP failure: the server's message, else the status text, else 'Unknown error'. */
export function httpFailureReason(error: ApiError, locale: Locale = 'en'): string {
  return error.message.trim() || VIDEOS_WORDS.in(locale)('unknownError');
}

export function latestVideoError(error: unknown, locale: Locale = 'en'): string {
  const t = VIDEOS_WORDS.in(locale);
  return error instanceof ApiError
    ? t('latestHttpError', { reason: httpFailureReason(error, locale) })
    : t('latestNetworkError');
}
