/** /giving: the donation form (spec sections 2, 4, 5 and 7). */
import { data, Link, redirect, useActionData } from 'react-router';
import { DONATION_CATEGORIES } from '#shared/donations-messages.ts';
import { createDonationSchema, donationErrorMessage } from '#shared/donations.ts';
import {
  HONEYPOT_FIELD,
  looksAutomated,
  SPAM_REJECTED_MESSAGE,
  STARTED_AT_FIELD,
} from '#shared/form-guard.ts';
import { pageMeta } from '#shared/seo.ts';
import giving from '../../../content/giving.json' with { type: 'json' };
import { DonationForm, type FieldErrors } from '../features/giving/DonationForm.tsx';
import type { Route } from './+types/giving';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '../lib/page-headers.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Give', description: giving.description, path: '/giving', matches });

export function loader({ context }: Route.LoaderArgs) {
  return { demo: context.services.donations.mode === 'demo' };
}

type FallbackResult = { error?: string; fields?: FieldErrors };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The no-JavaScript path (before hydration, scripts blocked): the same schema, guard and service
 * calls as the API, then a redirect to the checkout. With JavaScript the form never posts here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const startedAt = Number.parseInt(text(form, STARTED_AT_FIELD), 10);
  const parsed = createDonationSchema.safeParse({
    amount: text(form, 'amount'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    category: text(form, 'category') || undefined,
    message: text(form, 'message'),
    is_anonymous: form.get('is_anonymous') !== null,
    [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD),
    [STARTED_AT_FIELD]: Number.isFinite(startedAt) ? startedAt : undefined,
  });
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof FieldErrors;
      fields[key] ??= issue.message;
    }
    return data<FallbackResult>({ fields }, 400);
  }
  // Our own form always carries its render time; a post without one did not come from it.
  if (parsed.data.form_started_at === undefined || looksAutomated(parsed.data, Date.now())) {
    return data<FallbackResult>({ error: SPAM_REJECTED_MESSAGE }, 400);
  }
  let url: string;
  try {
    const donation = await context.services.donations.create(parsed.data);
    url = (await context.services.donations.createCheckoutSession(donation.id)).url;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const message = status && status < 600 && error instanceof Error ? error.message : undefined;
    return data<FallbackResult>({ error: donationErrorMessage(message) }, 500);
  }
  return redirect(url);
}

export default function GivingPage({ loaderData, matches }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const renderedAt = matches[0].loaderData.renderedAt;
  return (
    <>
      <section
        aria-labelledby="giving-title"
        className="on-dark bg-linear-to-br from-navy-950 via-navy-900 to-navy-700 text-cream"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{giving.eyebrow}</p>
          <h1
            id="giving-title"
            className="mt-3 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl"
          >
            {giving.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{giving.intro}</p>
        </div>
      </section>

      <div className="bg-cream">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
          <section
            aria-labelledby="gift-form-title"
            className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="gift-form-title" className="font-serif text-2xl font-bold text-navy-950 sm:text-3xl">
              {giving.formHeading}
            </h2>
            {loaderData.demo ? (
              <p className="mt-4 rounded-md border border-gold-400 bg-gold-100 px-4 py-3 text-sm font-semibold text-navy-950">
                {giving.demoNotice}
              </p>
            ) : null}
            <div className="mt-6">
              {/* A new answer remounts the form so it shows that answer. */}
              <DonationForm
                key={JSON.stringify(result ?? null)}
                renderedAt={renderedAt}
                initialResult={result}
              />
            </div>
            <p className="mt-5 flex gap-2 text-sm text-navy-700">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                focusable="false"
                className="mt-0.5 size-4 shrink-0 fill-current"
              >
                <path d="M10 1a5 5 0 0 0-5 5v3H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H7Z" />
              </svg>
              <span>
                {loaderData.demo ? giving.demoSecureNote : giving.secureNote} {giving.receiptNote}
              </span>
            </p>
          </section>

          <aside aria-labelledby="gift-uses-title" className="space-y-8">
            <figure className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm">
              <blockquote className="font-serif text-xl leading-relaxed text-navy-900">
                <p>“{giving.scripture.text}”</p>
              </blockquote>
              <figcaption className="mt-4 font-semibold text-gold-700">
                {giving.scripture.reference}
              </figcaption>
            </figure>
            <div>
              <h2 id="gift-uses-title" className="font-serif text-2xl font-bold text-navy-950">
                {giving.categoriesHeading}
              </h2>
              <dl className="mt-4 space-y-4">
                {DONATION_CATEGORIES.map((category) => (
                  <div key={category.value} className="border-l-4 border-gold-400 pl-4">
                    <dt className="font-semibold text-navy-950">{category.label}</dt>
                    <dd className="mt-1 text-navy-800">{giving.categories[category.value]}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <p className="text-navy-800">
              {giving.otherWays}{' '}
              <Link
                to="/contact"
                className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
              >
                Contact us
              </Link>
              .
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
