/**
 * /giving/manage/sign-in: "Manage my giving" on a page of its own, and the answer of that form
 * posted without JavaScript (from /giving or the donor page): the same schema, robot guard, service
 * and message as the API (handleFormPost). Never cached: the answer is one person's.
 */
import { useActionData } from 'react-router';
import { DONOR_SIGN_IN_PAGE_PATH, GIVING_MANAGE_WORDS } from '#shared/giving/manage-words.ts';
import { GIVING_WORDS } from '#shared/giving/words.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { useWords } from '#client/lib/locale.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { donorLinkRequestSchema } from '#shared/giving/manage-contract.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { DonorLinkSection } from '#client/features/giving/DonorLinkForm.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/giving.manage-sign-in';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) =>
  pageMeta({
    title: GIVING_WORDS.in(localeFromMatches(matches))('donorLink.formHeading'),
    path: DONOR_SIGN_IN_PAGE_PATH,
    noIndex: true,
    matches,
  }),
);

export function action(args: Route.ActionArgs) {
  return handleFormPost(args, {
    form: DONOR_SIGN_IN_PAGE_PATH,
    schema: donorLinkRequestSchema,
    failureMessage: GIVING_WORDS.in(localeOfPath(new URL(args.request.url).pathname))('donorLink.failure'),
    run: (input) => args.context.services.donorAccess.requestLink(input.email, input.locale),
  });
}

export default function DonorSignInPage() {
  const answer = useActionData<typeof action>();
  const t = useWords(GIVING_MANAGE_WORDS);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="mb-6 font-serif text-4xl font-bold text-navy-950">{t('signedOutHeading')}</h1>
      <DonorLinkSection initial={answer} />
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
