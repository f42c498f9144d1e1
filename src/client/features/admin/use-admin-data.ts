/**
 * Loading admin data in the browser. Every admin data call goes through here so one rule holds
 * everywhere (docs/product.md#staff-screens): a 401 means the session ended (sign-out in another tab, idle or
 * absolute expiry), and the screen returns to /admin/login, which brings the person back after.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TWO_FACTOR_SETUP_PATH, TWO_FACTOR_SETUP_REQUIRED_CODE } from '#shared/auth/two-factor-paths.ts';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { loginPathFor } from '#client/features/admin/auth/safe-next.ts';

/**
 * Returns a handler: true (and navigates to sign in) when `error` is a 401, or to the two-factor
 * setup when the server says a role requires it first (403 `two_factor_setup_required`); else false.
 */
export function useSignedOutRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 403 && error.code === TWO_FACTOR_SETUP_REQUIRED_CODE) {
        void navigate(TWO_FACTOR_SETUP_PATH, { replace: true });
        return true;
      }
      if (error.status !== 401) return false;
      void navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
      return true;
    },
    [navigate, location.pathname, location.search],
  );
}

export type AdminData<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; error: unknown };

/**
 * GETs `path` (null: nothing to load) and again whenever it changes or `reload` is called. The
 * previous data stays while the next loads, so tables do not flash empty between pages.
 */
export function useAdminData<T>(path: string | null): AdminData<T> & { reload: () => void } {
  const [generation, setGeneration] = useState(0);
  const key = path ? `${generation}:${path}` : null;
  // The answer and the request it answers: a newer request shows as loading until its answer.
  const [settled, setSettled] = useState<{ key: string; data: T | null; error?: unknown } | null>(null);
  const redirectIfSignedOut = useSignedOutRedirect();

  useEffect(() => {
    if (!path || !key) return;
    const controller = new AbortController();
    apiRequest<T>(path, { signal: controller.signal }).then(
      (data) => setSettled({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (redirectIfSignedOut(error)) return;
        setSettled((previous) => ({ key, data: previous?.data ?? null, error }));
      },
    );
    return () => controller.abort();
    // redirectIfSignedOut changes with the location, which `path` already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const data = settled?.data ?? null;
  if (!settled || settled.key !== key) return { status: 'loading', data, reload };
  if (settled.error !== undefined) return { status: 'error', data, error: settled.error, reload };
  return { status: 'ready', data: settled.data as T, reload };
}
