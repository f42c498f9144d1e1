/**
 * /newsletter: a sign-up page of its own, and the no-JavaScript fallback of every newsletter form.
 * With JavaScript the forms post JSON to /api/newsletter/subscribe/ and never reach this action;
 * without it (before hydration, scripts blocked) the browser posts the form here and gets a page
 * with the answer. Same rules as the API: the shared schema, the honeypot and fill-time check, and
 * a per-IP form rate limit on page posts.
 */
import { data, useActionData } from 'react-router';
import {
  HONEYPOT_FIELD,
  looksAutomated,
  SPAM_REJECTED_MESSAGE,
  STARTED_AT_FIELD,
} from '#shared/form-guard.ts';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from '#shared/newsletter.ts';
import { pageMeta } from '#shared/seo.ts';
import { site } from '#shared/site.ts';
import { NewsletterForm } from '../features/newsletter/NewsletterForm.tsx';
import type { Route } from './+types/newsletter';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '../lib/page-headers.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Newsletter',
    description: `Sign up for news from ${site.name}: gathering dates, new messages and devotionals.`,
    path: '/newsletter',
    matches,
  });

type Result = { ok: boolean; message: string };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const startedAt = Number.parseInt(text(form, STARTED_AT_FIELD), 10);
  const parsed = newsletterSubscribeSchema.safeParse({
    email: text(form, 'email'),
    [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD),
    [STARTED_AT_FIELD]: Number.isFinite(startedAt) ? startedAt : undefined,
  });
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
    return data<Result>({ ok: false, message: emailIssue?.message ?? NEWSLETTER_MESSAGES.failure }, 400);
  }
  // Our own form always carries its render time; a post without one did not come from it.
  if (parsed.data.form_started_at === undefined || looksAutomated(parsed.data, Date.now())) {
    return data<Result>({ ok: false, message: SPAM_REJECTED_MESSAGE }, 400);
  }
  try {
    const { message } = await context.services.newsletter.subscribe(parsed.data);
    return data<Result>({ ok: true, message });
  } catch (error) {
    // The error's name only: driver errors can quote the address, and logs carry no personal data.
    console.error('Newsletter sign-up (form post) failed:', error instanceof Error ? error.name : 'unknown');
    return data<Result>({ ok: false, message: NEWSLETTER_MESSAGES.failure }, 500);
  }
}

export default function NewsletterPage({ matches }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const renderedAt = matches[0].loaderData.renderedAt;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">Newsletter</p>
      <h1 className="mt-3 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">
        {site.footer.newsletterHeading}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-navy-800">{site.footer.newsletterText}</p>
      <div className="mt-8 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        {/* A new answer remounts the form so it shows that answer. */}
        <NewsletterForm
          key={result ? `${result.ok}:${result.message}` : 'empty'}
          tone="light"
          renderedAt={renderedAt}
          initialResult={result}
        />
      </div>
    </div>
  );
}
