/**
 * How the join form and the leader application send to the API, and what they say when that fails.
 */
import { ApiError, apiRequest, NetworkError } from '#client/lib/api.ts';

/**
 * A request that never got an answer is worded apart ("... Please try again.") from a server that
 * failed without saying why.
 */
export const failureSaying = (failed: string, networkFailed: string) => (error: unknown) =>
  error instanceof NetworkError ? networkFailed : failed;

/** Sends the form's values; `onRefusal` sees a refusal before the form shows it. */
export async function sendForm(
  path: string,
  values: unknown,
  onRefusal?: (error: ApiError) => void,
): Promise<{ message: string }> {
  try {
    return await apiRequest<{ message: string }>(path, { body: values });
  } catch (error) {
    if (error instanceof ApiError) onRefusal?.(error);
    throw error;
  }
}
