/**
 * /events/{id}/waitlist: the waitlist form of a full event (docs/product.md#waitlist), linked from its
 * RSVP form. Its action takes the form posted without JavaScript: the same schema, guard and service
 * as the API. Not cached (the seats change), not indexed.
 */
import { data, Link } from 'react-router';
import { eventPath } from '#shared/events/words.ts';
import { RSVP_FORM_SHAPE } from '#shared/events/rsvp-form.ts';
import { WAITLIST_WORDS } from '#shared/events/waitlist-words.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { waitlistJoinSchema } from '#shared/events/waitlist-contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { WaitlistJoinForm } from '#client/features/events/WaitlistJoinForm.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/events.waitlist-join';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseSerialId(params.id);
  const event = id ? await context.services.events.get(id) : null;
  if (!event) throw data(null, { status: 404 });
  return { event: { id: event.id, title: event.title, spots_remaining: event.spots_remaining } };
}

export function action(args: Route.ActionArgs) {
  const id = parseSerialId(args.params.id);
  if (!id) throw data(null, { status: 404 });
  return handleFormPost(args, {
    form: '/events/:id/waitlist',
    schema: waitlistJoinSchema,
    shape: RSVP_FORM_SHAPE,
    failureMessage: WAITLIST_WORDS.joinFailed,
    run: (input) => args.context.services.waitlist.join(id, input),
  });
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, params }) =>
  pageMeta({
    title: WAITLIST_WORDS.joinHeading,
    path: `/events/${params.id}/waitlist`,
    noIndex: true,
    matches,
  }),
);

export default function WaitlistJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl font-bold text-navy-950">{WAITLIST_WORDS.joinHeading}</h1>
      <p className="mt-4 text-lg">
        for{' '}
        <Link to={eventPath(event.id)} className="font-semibold underline">
          {event.title}
        </Link>
      </p>
      <p className="mt-4 text-navy-800">{WAITLIST_WORDS.joinIntro}</p>
      <p className="mt-2 text-navy-800">Fields marked * are required.</p>
      <div className="mt-6 rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <WaitlistJoinForm key={JSON.stringify(actionData ?? null)} eventId={event.id} initial={actionData} />
      </div>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
