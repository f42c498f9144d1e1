/**
 * /events/{id}/waitlist: the waitlist form of a full event (docs/product.md#waitlist), linked from its
 * RSVP form. Its action takes the form posted without JavaScript: the same schema, guard and service
 * as the API. Not cached (the seats change), not indexed.
 */
import { data } from 'react-router';
import { eventTitle } from '#shared/events/event-text.ts';
import { eventPath, EVENTS_WORDS } from '#shared/events/words.ts';
import { RSVP_FORM_SHAPE } from '#shared/events/rsvp-form.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { waitlistJoinSchema } from '#shared/events/waitlist-contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { WaitlistJoinForm } from '#client/features/events/WaitlistJoinForm.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';
import type { Route } from './+types/events.waitlist-join';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseSerialId(params.id);
  const event = id ? await context.services.events.get(id) : null;
  if (!event) throw data(null, { status: 404 });
  return {
    event: {
      id: event.id,
      title: event.title,
      title_es: event.title_es,
      spots_remaining: event.spots_remaining,
    },
  };
}

export function action(args: Route.ActionArgs) {
  const id = parseSerialId(args.params.id);
  if (!id) throw data(null, { status: 404 });
  return handleFormPost(args, {
    form: '/events/:id/waitlist',
    schema: waitlistJoinSchema,
    shape: RSVP_FORM_SHAPE,
    failureMessage: EVENTS_WORDS.message('waitlist.joinFailed'),
    run: (input) => args.context.services.waitlist.join(id, input),
  });
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, params }) =>
  pageMeta({
    title: EVENTS_WORDS.in(localeFromMatches(matches))('waitlist.joinHeading'),
    path: `/events/${params.id}/waitlist`,
    noIndex: true,
    matches,
  }),
);

export default function WaitlistJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  const t = useWords(EVENTS_WORDS);
  const title = eventTitle({ subtitle: null, description: '', ...event }, useLocale());
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl font-bold text-navy-950">{t('waitlist.joinHeading')}</h1>
      <p className="mt-4 text-lg">
        {t('waitlist.for')}{' '}
        <SiteLink to={eventPath(event.id)} className="font-semibold underline" lang={title.lang}>
          {title.text}
        </SiteLink>
      </p>
      <p className="mt-4 text-navy-800">{t('waitlist.joinIntro')}</p>
      <p className="mt-2 text-navy-800">{t('detail.requiredNote')}</p>
      <div className="mt-6 rounded-3xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <WaitlistJoinForm key={JSON.stringify(actionData ?? null)} eventId={event.id} initial={actionData} />
      </div>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
