/**
 * The admin screens' calls to the API, through the one client helper (src/client/lib/api.ts).
 */
import { AUTH_WORDS, type LoginRequest, type LoginResponse } from '#shared/auth/contract.ts';
import { ApiError, apiRequest, NetworkError } from '#client/lib/api.ts';

/** The message for a failed sign-in (docs/product.md#signing-in). */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return AUTH_WORDS.networkError;
  if (error instanceof ApiError) {
    if (error.status === 401) return AUTH_WORDS.invalidCredentials;
    // The server's own words (too many attempts, a missing field); a bare status text is not one.
    if (error.fromServer && error.message) return error.message;
  }
  return AUTH_WORDS.loginFailed;
}

/** Signs in. A refusal or a failure is thrown; loginFailureMessage says what staff are told. */
export function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/admin/login/', { body: credentials });
}

/**
 * Ends the session on the server. True when the browser is signed out afterwards (also when the
 * session had already ended: 401); false when the server could not be reached.
 */
export async function signOut(): Promise<boolean> {
  try {
    await apiRequest('/api/admin/logout/', { method: 'POST' });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}
