/**
 * The admin screens' calls to the API (same origin, JSON). Kept private to this feature until the
 * shared client helper exists; then these become thin uses of it.
 */
import { AUTH_MESSAGES, type LoginRequest, type LoginResponse } from '#shared/auth.ts';

export type LoginOutcome = { ok: true; data: LoginResponse } | { ok: false; message: string };

/** The message for a failed sign-in answer (spec section 8). */
export function loginFailureMessage(status: number, body: unknown): string {
  if (status === 401) return AUTH_MESSAGES.invalidCredentials;
  const fields = body as { error?: unknown; message?: unknown } | null;
  if (fields && typeof fields.error === 'string' && fields.error) return fields.error;
  if (fields && typeof fields.message === 'string' && fields.message) return fields.message;
  return AUTH_MESSAGES.loginFailed;
}

export async function signIn(credentials: LoginRequest): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/admin/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credentials),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: AUTH_MESSAGES.networkError };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as LoginResponse };
  return { ok: false, message: loginFailureMessage(response.status, body) };
}

/**
 * Ends the session on the server. True when the browser is signed out afterwards (also when the
 * session had already ended: 401); false when the server could not be reached.
 */
export async function signOut(): Promise<boolean> {
  try {
    const response = await fetch('/api/admin/logout/', { method: 'POST', credentials: 'same-origin' });
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}
