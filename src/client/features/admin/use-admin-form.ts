/**
 * The kit's form hook for staff screens: never guarded (staff are signed in, not robots), and an
 * ended session takes the person to sign in (and back) instead of showing a refusal, as every
 * admin data call does (use-admin-data.ts).
 *
 * Staff forms work with JavaScript only (their pages have no action): `ready` is false until the
 * page is hydrated, and their submit buttons wait for it, so an early click does not post the
 * form to a page that cannot take it.
 */
import { type UseFormOptions, useForm } from '#client/components/form/use-form.ts';
import { useHydrated } from '#client/components/useHydrated.ts';
import { useSignedOutRedirect } from './use-admin-data.ts';

/** What a send rejects with when nothing more should be shown: the kit stays quiet for an abort. */
export const quietly = () => new DOMException('Nothing to show', 'AbortError');

export function useAdminForm<Result>(options: Omit<UseFormOptions<Result>, 'guarded'>) {
  const redirectIfSignedOut = useSignedOutRedirect();
  const ready = useHydrated();
  const form = useForm<Result>({
    ...options,
    guarded: false,
    send: async (values, form) => {
      try {
        return await options.send(values, form);
      } catch (error) {
        if (redirectIfSignedOut(error)) throw quietly();
        throw error;
      }
    },
  });
  return { ...form, ready };
}

export type AdminFormController = ReturnType<typeof useAdminForm>;
