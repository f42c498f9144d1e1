import { STAFF_WORDS } from '#shared/staff/words.ts';

/** In place of an admin screen the person's roles do not open (sent with status 403). */
export function NoAccess() {
  return (
    <section aria-labelledby="no-access-title">
      <h1 id="no-access-title" className="text-2xl font-bold">
        {STAFF_WORDS.noAccess}
      </h1>
      <p className="mt-4 max-w-prose text-slate-700">
        Your staff role does not open this screen. The navigation above shows the screens you can use; an
        administrator can give your account another role if you need this one.
      </p>
    </section>
  );
}
