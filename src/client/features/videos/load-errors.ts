/**
 * How a failed load reads (docs/product.md#video-messages). An answer from the server (an HTTP failure) names
 * its reason; no answer at all gets the "try again later" wording.
 */
import { VIDEO_WORDS } from '#shared/videos/words.ts';
import { ApiError } from '#client/lib/api.ts';

/** The reason of an HTTP failure: the server's message, else the status text, else 'Unknown error'. */
export function httpFailureReason(error: ApiError): string {
  return error.message.trim() || VIDEO_WORDS.unknownError;
}

export function latestVideoError(error: unknown): string {
  return error instanceof ApiError
    ? VIDEO_WORDS.latestHttpError(httpFailureReason(error))
    : VIDEO_WORDS.latestNetworkError;
}
