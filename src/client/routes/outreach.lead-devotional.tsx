/**
 * /devotional-whom/get-devotional and /devotional/get-devotional: the free devotional's lead form on
 * a page of its own (the landing's "Download" link without JavaScript). Its action is the same
 * schema, guard and service as /api/devotional-lead/, and its thanks carry the PDF's link.
 */
import { data, useActionData, useLocation } from 'react-router';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { contentFromMatches, useContent } from '#client/features/content/use-content.ts';
import {
  devotionalLeadSchema,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
} from '#shared/outreach/contract.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useLocale } from '#client/lib/locale.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { LeadPage } from '#client/features/outreach/LeadPage.tsx';
import {
  devotionalLead,
  devotionalLeadPage,
  LANDINGS,
  type LandingPath,
  landingOf,
} from '#client/features/outreach/leads.ts';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/outreach.lead-devotional';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

type Devotionals = ContentDocuments['devotionals'];

const leadOf = (landing: LandingPath, devotionals: Devotionals, locale: Locale) =>
  devotionalLead(landing, devotionals[LANDINGS[landing].devotional], locale);

/** The devotionals' titles and files from the database (published, or a staff preview's draft). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['devotionals']);
  return page.contentPreview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, location }) => {
  const landing = landingOf(location.pathname);
  const lead = leadOf(landing, contentFromMatches(matches, 'devotionals'), localeFromMatches(matches));
  // The landing is the page to find; this one is where its form goes without JavaScript.
  return pageMeta({
    title: lead.title,
    description: lead.pageIntro,
    path: devotionalLeadPage(landing),
    matches,
    noIndex: true,
  });
});

export function action(args: Route.ActionArgs) {
  const landing = landingOf(new URL(args.request.url).pathname);
  return handleFormPost(args, {
    form: devotionalLeadPage(landing),
    schema: devotionalLeadSchema,
    shape: OUTREACH_FORM_SHAPES.devotionalLead,
    failureMessage: OUTREACH_ANSWER_KEYS.leadFailure,
    // No client address here (it is the API's request.ip); the lead is stored without one.
    run: (input) => args.context.services.outreach.devotionalLead(input, undefined),
    success: (result) => ({ message: result.message, extra: { download_url: result.download_url } }),
  });
}

export default function DevotionalLeadRoute() {
  const answer = useActionData<typeof action>();
  const landing = landingOf(useLocation().pathname);
  const devotionals = useContent('devotionals');
  const locale = useLocale();
  return (
    <LeadPage
      landing={landing}
      lead={leadOf(landing, devotionals, locale)}
      page={devotionalLeadPage(landing)}
      answer={answer}
    />
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
