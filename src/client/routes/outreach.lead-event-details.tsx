/**
 * /devotional-whom/event-details and /devotional/event-details: the event lead form on a page of its
 * own (the landing's "Get Event Details" link without JavaScript). Its action is the same schema,
 * guard and service as /api/event-lead/.
 */
import { useActionData, useLocation } from 'react-router';
import { eventLeadSchema, OUTREACH_FORM_SHAPES, OUTREACH_ANSWER_KEYS } from '#shared/outreach/contract.ts';
import { useLocale } from '#client/lib/locale.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { LeadPage } from '#client/features/outreach/LeadPage.tsx';
import { eventDetailsPage, eventLeadIn, landingOf } from '#client/features/outreach/leads.ts';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/outreach.lead-event-details';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, location }) => {
  const lead = eventLeadIn(localeFromMatches(matches));
  // The landing is the page to find; this one is where its form goes without JavaScript.
  return pageMeta({
    title: lead.title,
    description: lead.pageIntro,
    path: eventDetailsPage(landingOf(location.pathname)),
    matches,
    noIndex: true,
  });
});

export function action(args: Route.ActionArgs) {
  return handleFormPost(args, {
    form: eventDetailsPage(landingOf(new URL(args.request.url).pathname)),
    schema: eventLeadSchema,
    shape: OUTREACH_FORM_SHAPES.eventLead,
    failureMessage: OUTREACH_ANSWER_KEYS.leadFailure,
    run: (input) => args.context.services.outreach.eventLead(input),
  });
}

export default function EventDetailsRoute() {
  const answer = useActionData<typeof action>();
  const landing = landingOf(useLocation().pathname);
  const locale = useLocale();
  return (
    <LeadPage landing={landing} lead={eventLeadIn(locale)} page={eventDetailsPage(landing)} answer={answer} />
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
