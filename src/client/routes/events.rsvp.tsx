/**
 * /events/rsvp?token=…: one RSVP's private manage page, the link in its confirmation email
 * (docs/product.md#managing-an-rsvp). The link's first request moves the token into this page's own
 * cookie and comes back without it (features/private-links/), so the page and its forms read the
 * token from there. Not in the page cache and never stored by a browser or CDN (no
 * `headers` export: the server sends it `private, no-store`), not indexed. An unknown, malformed or
 * cancelled link answers 404. /events/rsvp?cancelled={event id} is where a cancel posted without
 * JavaScript lands (the RSVP, and so its link, no longer exists).
 */
import { data, isRouteErrorResponse, redirect } from 'react-router';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locales.ts';
import { RSVP_FORM_SHAPE, type RsvpManageIntent } from '#shared/events/rsvp-form.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { rsvpManageFormSchema } from '#shared/events/rsvp-form-contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { CancelledRsvp, ManageRsvp } from '#client/features/events/ManageRsvp.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import { useWords } from '#client/lib/locale.ts';
import type { Route } from './+types/events.rsvp';

const PATH = '/events/rsvp';

export const meta: Route.MetaFunction = ({ matches, error }) => {
  const t = EVENTS_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t(error ? 'manage.linkInvalid' : 'manage.title'),
    path: PATH,
    noIndex: true,
    matches,
  });
};

const cancelledPath = (eventId: number) => `${PATH}?cancelled=${eventId}`;

const tokenOf = (request: Request, context: Route.LoaderArgs['context']) =>
  context.services.privateLinks.read(request, 'rsvp').get('token') ?? '';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = tokenOf(request, context);
  // Where a cancel lands: the cancelled RSVP's link may still be in the cookie.
  const cancelledEventId = parseSerialId(query.get('cancelled') ?? '');
  if (cancelledEventId) {
    const event = await context.services.events.get(cancelledEventId);
    if (event) {
      return {
        view: 'cancelled' as const,
        event: { id: event.id, title: event.title, title_es: event.title_es },
      };
    }
  }
  const rsvp = token ? await context.services.rsvpLinks.find(token) : null;
  if (!rsvp) throw data(null, { status: 404 });
  return { view: 'rsvp' as const, token, rsvp };
}

/** Either form posted without JavaScript: the same schemas and service as the API. */
export function action(args: Route.ActionArgs) {
  const token = tokenOf(args.request, args.context);
  const rsvps = args.context.services.rsvpLinks;
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return handleFormPost(args, {
    form: PATH,
    schema: rsvpManageFormSchema,
    shape: RSVP_FORM_SHAPE,
    // Not a form for robots: the private token is its key, and a quick click must never be refused.
    guarded: false,
    failureMessage: EVENTS_WORDS.message('manage.saveFailed'),
    run: async (input) => {
      if (input.intent === 'cancel') {
        const { event } = await rsvps.cancel(token, locale);
        const forget = args.context.services.privateLinks.clearHeaders('rsvp');
        return redirect(pathInLocale(cancelledPath(event.id), locale), { status: 303, headers: forget });
      }
      return rsvps.change(token, { attending: input.attending, guests: input.guests }, locale);
    },
    success: (result) => ({ message: result.message, extra: { intent: 'change' as RsvpManageIntent } }),
  });
}

/** Which form a post without JavaScript answered: from its success, or from the values it sent back. */
function answerOf(
  outcome: FormOutcome<{ intent: RsvpManageIntent }> | undefined,
): { intent: RsvpManageIntent; outcome: FormOutcome } | undefined {
  if (!outcome) return undefined;
  const intent = outcome.extra?.intent ?? outcome.values?.intent;
  return intent === 'change' || intent === 'cancel' ? { intent, outcome } : undefined;
}

export default function ManageRsvpPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords(EVENTS_WORDS);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="mb-6 font-serif text-4xl font-bold text-navy-950">{t('manage.title')}</h1>
      {loaderData.view === 'cancelled' ? (
        <CancelledRsvp event={loaderData.event} />
      ) : (
        <ManageRsvp
          // After a post without JavaScript the loader has run again: the forms start from the new answer.
          key={JSON.stringify(actionData ?? null)}
          token={loaderData.token}
          initialRsvp={loaderData.rsvp}
          answer={answerOf(actionData as FormOutcome<{ intent: RsvpManageIntent }> | undefined)}
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useWords(EVENTS_WORDS);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="font-serif text-4xl font-bold text-navy-950">
        {t(notFound ? 'manage.linkInvalid' : 'detail.failed')}
      </h1>
      {notFound ? <p className="mt-5 text-lg text-navy-800">{t('manage.linkInvalidHelp')}</p> : null}
      <p className="mt-8">
        <SiteLink
          to="/events"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream hover:bg-navy-700"
        >
          {t('detail.backToEvents')}
        </SiteLink>
      </p>
    </div>
  );
}
