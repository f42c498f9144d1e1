/**
 * /events/{id}: one event (docs/product.md#event-detail-and-rsvp), its RSVP form, the Event JSON-LD and
 * sharing tags. An unknown id answers 404 with 'Event not found'; a failed load gets its own message. Both
 * offer a way back to the events page.
 */
import { data, isRouteErrorResponse, useActionData } from 'react-router';
import { eventExcerpt } from '#shared/events/format.ts';
import { eventDescription, eventSubtitle, eventTitle } from '#shared/events/event-text.ts';
import { EVENTS_WORDS, eventPath } from '#shared/events/words.ts';
import { RSVP_FORM_SHAPE } from '#shared/events/rsvp-form.ts';
// Only the action uses the schema: the page's scripts never load zod (the form loads it on first use).
import { rsvpFormSchema } from '#shared/events/rsvp-form-contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { localeFromMatches, pageMeta, publicUrlFromMatches } from '#shared/site/seo.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';
import { eventJsonLd } from '#client/features/events/event-json-ld.ts';
import { EventDetail } from '#client/features/events/EventDetail.tsx';
import { eventPictureAddress } from '#client/features/events/event-picture.ts';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/events.detail';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseSerialId(params.id);
  const event = id ? await context.services.events.get(id) : null;
  if (!event) throw data(null, { status: 404 });
  return { event };
}

/** The RSVP form posted without JavaScript: the same schema, guard and service as the API. */
export function action(args: Route.ActionArgs) {
  const id = parseSerialId(args.params.id);
  if (!id) throw data(null, { status: 404 });
  return handleFormPost(args, {
    form: '/events/:id',
    schema: rsvpFormSchema,
    shape: RSVP_FORM_SHAPE,
    failureMessage: EVENTS_WORDS.in(localeOfPath(new URL(args.request.url).pathname))('rsvp.failed'),
    run: (input) => args.context.services.events.rsvp(id, input),
    // The page shows the event as the answer found it, as the API's answer does (its counts never
    // tell whether the address had answered before: docs/product.md#rsvps-and-seats).
    success: (answer) => ({ message: answer.message, extra: { event: answer.event } }),
  });
}

const shareImage = (address: string | null) => (address && !address.endsWith('.svg') ? address : undefined);

export const meta: Route.MetaFunction = ({ loaderData, matches, params, error }) => {
  const locale = localeFromMatches(matches);
  const t = EVENTS_WORDS.in(locale);
  if (!loaderData || error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta({
      title: notFound ? t('detail.notFound') : t('page.title'),
      path: `/events/${params.id}`,
      matches,
      noIndex: true,
    });
  }
  const { event } = loaderData;
  const title = eventTitle(event, locale).text;
  const subtitle = eventSubtitle(event, locale)?.text;
  const description = eventDescription(event, locale).text;
  const meta = pageMeta({
    title,
    description: eventExcerpt(subtitle ? `${subtitle}. ${description}` : description, 155),
    path: eventPath(event.id),
    // A share card needs a raster picture: the seed's SVGs are left to the site's default card.
    image: shareImage(eventPictureAddress(event)),
    imageAlt: title,
    matches,
  });
  const publicUrl = publicUrlFromMatches(matches);
  return publicUrl ? [...meta, { 'script:ld+json': eventJsonLd(event, publicUrl, locale) }] : meta;
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const rsvpAnswer = useActionData<typeof action>();
  // A new id is a new page: the RSVP form and counts start fresh. After a post without JavaScript
  // the page shows the event as the answer found it, like the form with JavaScript.
  return (
    <EventDetail
      key={`${loaderData.event.id}:${JSON.stringify(rsvpAnswer ?? null)}`}
      initialEvent={rsvpAnswer?.extra?.event ?? loaderData.event}
      rsvpAnswer={rsvpAnswer}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useWords(EVENTS_WORDS);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="font-serif text-4xl font-bold text-navy-950 sm:text-5xl">
        {notFound ? t('detail.notFound') : t('detail.failed')}
      </h1>
      {notFound ? <p className="mt-5 text-lg text-navy-800">{t('detail.notFoundHelp')}</p> : null}
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
