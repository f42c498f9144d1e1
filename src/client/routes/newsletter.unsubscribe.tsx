/**
 * /unsubscribe?token=… (and /es/unsubscribe, the link in a Spanish subscriber's emails): the link in
 * every email. Its first request moves the token into this page's
 * own cookie and comes back without it (features/private-links/). GET only shows the question (mail
 * scanners follow links); the button posts, and the action unsubscribes.
 */
import { useState } from 'react';
import { Form } from 'react-router';
import { NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { Button } from '#client/components/form/Button.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';
import type { Route } from './+types/newsletter.unsubscribe';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) =>
  pageMeta({
    title: NEWSLETTER_WORDS.in(localeFromMatches(matches))('unsubscribe.metaTitle'),
    path: '/unsubscribe',
    noIndex: true,
    matches,
  }),
);

/** Shows enough of the address to recognise it, not enough to harvest it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 2))}@${domain}`;
}

const tokenOf = (request: Request, context: Route.LoaderArgs['context']) =>
  context.services.privateLinks.read(request, 'unsubscribe').get('token') ?? '';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request, context);
  const subscriber = token ? await context.services.newsletter.findByUnsubscribeToken(token) : null;
  return {
    email: subscriber ? maskEmail(subscriber.email) : null,
    subscribed: subscriber?.subscribed ?? false,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request, context);
  const result = token ? await context.services.newsletter.unsubscribe(token) : null;
  return { done: result !== null };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  // A whole-page post: the link's cookie is scoped to /unsubscribe, which React Router's own data
  // request (/unsubscribe.data) is not under (features/private-links/).
  const [busy, setBusy] = useState(false);
  const t = useWords(NEWSLETTER_WORDS);
  let body: React.ReactNode;
  if (actionData?.done || (loaderData.email && !loaderData.subscribed)) {
    body = <p role="status">{t('unsubscribe.done', { email: loaderData.email })}</p>;
  } else if (!loaderData.email) {
    body = <p>{t('unsubscribe.invalidPage')}</p>;
  } else {
    body = (
      <Form method="post" reloadDocument onSubmit={() => setBusy(true)} className="space-y-4">
        <p>{t('unsubscribe.question', { email: loaderData.email })}</p>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('unsubscribe.buttonBusy') : t('unsubscribe.button')}
        </Button>
      </Form>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="mb-6 font-serif text-4xl font-bold text-navy-950">{t('unsubscribe.heading')}</h1>
      {body}
      <p className="mt-8">
        <SiteLink to="/" className="underline">
          {t('unsubscribe.home')}
        </SiteLink>
      </p>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
