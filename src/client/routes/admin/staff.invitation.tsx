/**
 * /admin/invitation?token=…: the page a staff invitation's link opens (docs/product.md#staff-accounts),
 * outside the admin's guard like sign-in. The link's first request moves the token into this page's
 * own cookie and comes back without it (features/private-links/). Never cached or indexed. An open invitation shows the form;
 * one already used, expired or unknown says so in words, with status 410 or 404. The form works
 * without JavaScript: it posts here, and the action calls the same service as the API.
 */
import { data } from 'react-router';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { site } from '#shared/site/settings.ts';
import { INVITATION_PAGE_PATH, STAFF_WORDS } from '#shared/staff/words.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { acceptInvitationFormSchema } from '#shared/staff/contract.ts';
import { InvitationForm } from '#client/features/admin/staff/InvitationForm.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/staff.invitation';

const REFUSALS = {
  used: { status: 410, message: STAFF_WORDS.invitationUsed },
  expired: { status: 410, message: STAFF_WORDS.invitationExpired },
  unknown: { status: 404, message: STAFF_WORDS.invitationUnknown },
} as const;

export function headers() {
  return { 'cache-control': 'no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Your staff account', path: INVITATION_PAGE_PATH, noIndex: true, matches });
}

const tokenOf = (request: Request, context: Route.LoaderArgs['context']) =>
  context.services.privateLinks.read(request, 'invitation').get('token') ?? '';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request, context);
  const found = await context.services.staff.findInvitation(token);
  if (found.status !== 'open') {
    const refusal = REFUSALS[found.status];
    return data({ view: 'refused' as const, message: refusal.message }, { status: refusal.status });
  }
  return { view: 'open' as const, token, email: found.email, suggestedUsername: found.suggestedUsername };
}

export async function action(args: Route.ActionArgs) {
  const token = tokenOf(args.request, args.context);
  const answer = await handleFormPost(args, {
    form: INVITATION_PAGE_PATH,
    schema: acceptInvitationFormSchema,
    // Not a form for robots: the private token is its key.
    guarded: false,
    failureMessage: STAFF_WORDS.failed,
    run: (input) =>
      args.context.services.staff.acceptInvitation({ ...input, token }, args.context.clientAddress ?? null),
  });
  // A refused password is never written back into the page.
  if (!(answer instanceof Response)) delete answer.data.values?.password;
  return answer;
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as FormOutcome | undefined;
  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-50 px-4 py-12 text-navy-950">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md ring-1 ring-navy-100 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-navy-700">{site.name}</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">Your staff account</h1>
        {loaderData.view === 'refused' && !outcome?.ok ? (
          <p role="alert" className="text-base font-semibold text-red-700">
            {loaderData.message}
          </p>
        ) : loaderData.view === 'open' || outcome?.ok ? (
          <InvitationForm
            token={loaderData.view === 'open' ? loaderData.token : ''}
            email={loaderData.view === 'open' ? loaderData.email : ''}
            suggestedUsername={loaderData.view === 'open' ? loaderData.suggestedUsername : null}
            action={INVITATION_PAGE_PATH}
            initial={outcome}
          />
        ) : null}
      </div>
    </main>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
