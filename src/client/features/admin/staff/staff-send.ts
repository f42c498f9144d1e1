/**
 * A staff form's send, for the form kit: when the session has ended (401) the screen goes to sign
 * in (remembering the page, see use-admin-data.ts) and the form stays "Saving..." while the page is
 * left, rather than showing an error on a page that is going away.
 */
import { useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';

export function useStaffSend<Args extends unknown[], Result>(
  send: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const redirectIfSignedOut = useSignedOutRedirect();
  return async (...args) => {
    try {
      return await send(...args);
    } catch (error) {
      // Never settles: the sign-in page replaces this screen.
      if (redirectIfSignedOut(error)) return new Promise<Result>(() => {});
      throw error;
    }
  };
}
