/**
 * The kit's form hook for staff screens: never guarded (staff are signed in, not robots), and an
 * ended session takes the person to sign in and back (useStaffSend) instead of showing a refusal.
 *
 * Staff forms work with JavaScript only (their pages have no action): `ready` is false until the
 * page is hydrated, and their submit buttons wait for it, so an early click does not post the
 * form to a page that cannot take it (405, the error page).
 */
import { type UseFormOptions, useForm } from '#client/components/form/use-form.ts';
import { useHydrated } from '#client/components/useHydrated.ts';
import { useStaffSend } from '#client/features/admin/staff/staff-send.ts';

/** What a send rejects with when nothing more should be shown: the kit stays quiet for an abort. */
export const quietly = () => new DOMException('Nothing to show', 'AbortError');

export function useAdminForm<Result>(options: Omit<UseFormOptions<Result>, 'guarded'>) {
  const send = useStaffSend(options.send);
  const ready = useHydrated();
  const form = useForm<Result>({ ...options, guarded: false, send });
  return { ...form, ready };
}

export type AdminFormController = ReturnType<typeof useAdminForm>;
