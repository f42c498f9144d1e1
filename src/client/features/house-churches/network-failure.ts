/**
 * Spec section 8 words a request that never got an answer ("... Please try again.") apart from a
 * server that failed without saying why (the form's failureMessage). The kit shows a refusal's own
 * words, so a network failure is handed to it as a refusal carrying the network message.
 */
import { ApiError, NetworkError } from '../../lib/api.ts';

export async function withNetworkMessage<T>(message: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof NetworkError) throw new ApiError(0, message);
    throw error;
  }
}
