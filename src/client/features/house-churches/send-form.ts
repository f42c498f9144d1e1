/**
 * How the join form and the leader application send to the API, and what they tell the kit when
 * that fails. Spec section 8 words a request that never got an answer ("... Please try again.")
 * apart from a server that failed without saying why (the form's failureMessage); the kit shows a
 * refusal's own words, so a network failure is handed to it as a refusal carrying that message.
 */
import { ApiError, apiRequest, NetworkError } from '../../lib/api.ts';

export async function sendForm(
  path: string,
  values: unknown,
  options: { networkFailed: string; onRefusal?: (error: ApiError) => void },
): Promise<{ message: string }> {
  try {
    return await apiRequest<{ message: string }>(path, { body: values });
  } catch (error) {
    if (error instanceof NetworkError) throw new ApiError(0, options.networkFailed);
    if (error instanceof ApiError) options.onRefusal?.(error);
    throw error;
  }
}
