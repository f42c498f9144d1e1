/**
 * /events/waitlist?token=…: one waitlist entry's private page, the link in its emails
 * (docs/product.md#waitlist). Not in the page cache and never stored by a browser or CDN (no `headers`
 * export: the server sends it `private, no-store`), not indexed. An unknown or malformed link answers 404.
 */
import { data, isRouteErrorResponse } from 'react-router';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { waitlistActionSchema } from '#shared/events/waitlist-contract.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { WaitlistEntry } from '#client/features/events/WaitlistEntry.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import { useWords } from '#client/lib/locale.ts';
import type { Route } from './+types/events.waitlist';

const PATH = '/events/waitlist';

export const meta: Route.MetaFunction = ({ matches, error }) => {
  const t = EVENTS_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t(error ? 'waitlist.linkInvalid' : 'waitlist.pageTitle'),
    path: PATH,
    noIndex: true,
    matches,
  });
};

/** The link's token, from this page's own cookie (its first request moved it there: features/private-links/). */
const tokenOf = (request: Request, context: Route.LoaderArgs['context']) =>
  context.services.privateLinks.read(request, 'waitlist').get('token') ?? '';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request, context);
  const entry = token ? await context.services.waitlist.find(token) : null;
  if (!entry) throw data(null, { status: 404 });
  return { token, entry };
}

/** An answer posted without JavaScript: the same schema and service as the API. */
export function action(args: Route.ActionArgs) {
  const token = tokenOf(args.request, args.context);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return handleFormPost(args, {
    form: PATH,
    schema: waitlistActionSchema,
    // Not a form for robots: the private token is its key, and a quick click must never be refused.
    guarded: false,
    failureMessage: EVENTS_WORDS.message('waitlist.actionFailed'),
    run: (input) => args.context.services.waitlist.act(token, input.answer, locale),
    success: (result) => ({ message: result.message, extra: { rsvp_path: result.rsvp_path } }),
  });
}

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords(EVENTS_WORDS);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="mb-6 font-serif text-4xl font-bold text-navy-950">{t('waitlist.pageTitle')}</h1>
      <WaitlistEntry
        // After a post without JavaScript the loader has run again: the page starts from the new state.
        key={JSON.stringify(actionData ?? null)}
        token={loaderData.token}
        initialEntry={loaderData.entry}
        answer={actionData as FormOutcome<{ rsvp_path: string | null }> | undefined}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useWords(EVENTS_WORDS);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="font-serif text-4xl font-bold text-navy-950">
        {t(notFound ? 'waitlist.linkInvalid' : 'detail.failed')}
      </h1>
      {notFound ? <p className="mt-5 text-lg text-navy-800">{t('waitlist.linkInvalidHelp')}</p> : null}
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
