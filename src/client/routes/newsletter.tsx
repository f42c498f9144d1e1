/**
 * /newsletter (and /es/newsletter): a sign-up page of its own, and the no-JavaScript answer of every
 * newsletter form. With JavaScript the forms post JSON to /api/newsletter/subscribe/ and never reach
 * this action; without it (before hydration, scripts blocked) the browser posts the form here and
 * gets this page with the answer: the same schema, robot guard, service and messages as the API
 * (handleFormPost), in the page's language.
 */
import { useActionData } from 'react-router';
import { NEWSLETTER_WORDS, newsletterSubscribeSchema } from '#shared/newsletter/contract.ts';
import { newsletterInvitation } from '#shared/newsletter/words.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { site } from '#shared/site/settings.ts';
import { NEWSLETTER_PAGE, NewsletterForm } from '#client/features/newsletter/NewsletterForm.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import { useLocale, useWords } from '#client/lib/locale.ts';
import type { Route } from './+types/newsletter';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) => {
  const t = NEWSLETTER_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t('page.metaTitle'),
    description: t('page.metaDescription', { siteName: site.name }),
    path: '/newsletter',
    matches,
  });
});

/** The form posted without JavaScript, from this page or from any page's footer. */
export function action(args: Route.ActionArgs) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return handleFormPost(args, {
    form: NEWSLETTER_PAGE,
    schema: newsletterSubscribeSchema,
    failureMessage: NEWSLETTER_WORDS.in(locale)('form.failure'),
    run: (input) => args.context.services.newsletter.subscribe(input),
  });
}

export default function NewsletterPage() {
  const answer = useActionData<typeof action>();
  const t = useWords(NEWSLETTER_WORDS);
  const invitation = newsletterInvitation(useLocale());
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{t('page.eyebrow')}</p>
      <h1 className="mt-3 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">{invitation.heading}</h1>
      <p className="mt-5 text-lg leading-relaxed text-navy-800">{invitation.text}</p>
      <div className="mt-8 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        {/* A new answer remounts the form so it shows that answer. */}
        <NewsletterForm key={JSON.stringify(answer ?? null)} initial={answer} />
      </div>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
