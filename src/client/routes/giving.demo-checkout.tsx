/**
 * /giving/demo-checkout/:donationId: stands in for Stripe's hosted checkout when no Stripe keys are
 * configured, so a newcomer can try the whole journey. Nothing is charged. Completing applies a
 * checkout.session.completed event through the same service code as a verified webhook.
 * With Stripe configured this page does not exist (404).
 */
import { data, Form, Link, redirectDocument, useNavigation } from 'react-router';
import { categoryLabel, formatUsd, giftAndFeeWords } from '#shared/giving/words.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { Button } from '#client/components/form/Button.tsx';
import type { Route } from './+types/giving.demo-checkout';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, params }) =>
  pageMeta({
    title: 'Demo checkout',
    description: 'A demo checkout: no card is charged.',
    path: `/giving/demo-checkout/${params.donationId}`,
    noIndex: true,
    matches,
  }),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const donation = await context.services.giving.demoCheckoutView(params.donationId);
  if (!donation) throw data(null, { status: 404 });
  return donation;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // Only this site's own page may complete a demo gift.
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin && origin !== context.publicUrl) {
    throw data(null, { status: 403 });
  }
  try {
    await context.services.giving.completeDemoCheckout(params.donationId);
  } catch {
    throw data(null, { status: 404 });
  }
  const id = encodeURIComponent(params.donationId);
  // A whole page load, as from Stripe: its first request moves the id out of the address bar
  // (features/private-links/), which a navigation inside the app would skip.
  return redirectDocument(`/donation-success?donation_id=${id}&session_id=demo_${id}`);
}

export default function DemoCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const paid = loaderData.payment_status === 'paid';
  const { interval } = loaderData;
  const charge = formatUsd(loaderData.amount + loaderData.fee_cover);
  return (
    <div className="bg-sand px-4 py-12 sm:py-16">
      <section
        aria-labelledby="demo-title"
        className="mx-auto max-w-lg overflow-hidden rounded-2xl border-2 border-dashed border-gold-600 bg-white shadow-sm"
      >
        <p className="bg-gold-400 px-5 py-2 text-center text-sm font-bold tracking-[0.2em] text-navy-950 uppercase">
          Demo checkout · no card is charged
        </p>
        <div className="p-6 sm:p-8">
          <h1 id="demo-title" className="font-serif text-3xl font-bold text-navy-950">
            Demo checkout
          </h1>
          <p className="mt-3 text-navy-800">
            This site is running without Stripe keys, so this page stands in for Stripe&apos;s secure
            checkout. Completing it records the gift exactly as a confirmed card payment would, but no money
            moves and no card details are asked for.
          </p>
          {interval ? (
            <p className="mt-4 rounded-md border border-gold-400 bg-gold-100 px-4 py-3 font-semibold text-navy-950">
              Demo — no money moves; this would repeat every {interval}.
            </p>
          ) : null}
          <dl className="mt-6 divide-y divide-navy-100 rounded-lg border border-navy-100">
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-navy-700">Gift</dt>
              <dd className="text-right text-lg font-bold text-navy-950">
                {giftAndFeeWords(Math.round(loaderData.amount * 100), Math.round(loaderData.fee_cover * 100))}
              </dd>
            </div>
            {interval ? (
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-navy-700">Repeats</dt>
                <dd className="font-semibold text-navy-950">Every {interval}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-navy-700">Category</dt>
              <dd className="font-semibold text-navy-950">{categoryLabel(loaderData.category)}</dd>
            </div>
          </dl>
          {paid ? (
            <p className="mt-6 font-semibold text-navy-900">This demo gift is already complete.</p>
          ) : (
            <Form method="post" className="mt-6">
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy
                  ? 'Processing...'
                  : `Complete demo gift of ${charge}${interval ? ` every ${interval}` : ''}`}
              </Button>
            </Form>
          )}
          <p className="mt-4 text-center">
            <Link
              to={paid ? `/donation-success?donation_id=${loaderData.id}` : '/giving'}
              reloadDocument={paid}
              className="font-semibold text-navy-900 underline underline-offset-4"
            >
              {paid ? 'See the thank-you page' : 'Cancel and return to Giving'}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
