/**
 * /giving/demo-checkout/:donationId: stands in for Stripe's hosted checkout when no Stripe keys are
 * configured, so a newcomer can try the whole journey. Nothing is charged. Completing applies a
 * checkout.session.completed event through the same service code as a verified webhook.
 * With Stripe configured this page does not exist (404).
 */
import { data, Form, Link, redirectDocument, useNavigation } from 'react-router';
import { categoryLabel, formatUsd, GIVING_WORDS } from '#shared/giving/words.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locales.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { useLocale, useLocalePath } from '#client/lib/locale.ts';
import { Button } from '#client/components/form/Button.tsx';
import type { Route } from './+types/giving.demo-checkout';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, params }) => {
  const t = GIVING_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t('demo.title'),
    description: t('demo.description'),
    path: `/giving/demo-checkout/${params.donationId}`,
    noIndex: true,
    matches,
  });
});

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
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirectDocument(pathInLocale(`/donation-success?donation_id=${id}&session_id=demo_${id}`, locale));
}

export default function DemoCheckout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const paid = loaderData.payment_status === 'paid';
  const { interval } = loaderData;
  const charge = formatUsd(loaderData.amount + loaderData.fee_cover);
  const locale = useLocale();
  const localePath = useLocalePath();
  const t = GIVING_WORDS.in(locale);
  const gift = loaderData.fee_cover
    ? t('demo.giftAndFee', {
        gift: formatUsd(loaderData.amount),
        fee: formatUsd(loaderData.fee_cover),
        total: charge,
      })
    : formatUsd(loaderData.amount);
  return (
    <div className="bg-sand px-4 py-12 sm:py-16">
      <section
        aria-labelledby="demo-title"
        className="mx-auto max-w-lg overflow-hidden rounded-2xl border-2 border-dashed border-gold-600 bg-white shadow-sm"
      >
        <p className="bg-gold-400 px-5 py-2 text-center text-sm font-bold tracking-[0.2em] text-navy-950 uppercase">
          {t('demo.banner')}
        </p>
        <div className="p-6 sm:p-8">
          <h1 id="demo-title" className="font-serif text-3xl font-bold text-navy-950">
            {t('demo.title')}
          </h1>
          <p className="mt-3 text-navy-800">{t('demo.intro')}</p>
          {interval ? (
            <p className="mt-4 rounded-md border border-gold-400 bg-gold-100 px-4 py-3 font-semibold text-navy-950">
              {t(interval === 'week' ? 'demo.repeatsWeek' : 'demo.repeatsMonth')}
            </p>
          ) : null}
          <dl className="mt-6 divide-y divide-navy-100 rounded-lg border border-navy-100">
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-navy-700">{t('demo.gift')}</dt>
              <dd className="text-right text-lg font-bold text-navy-950">{gift}</dd>
            </div>
            {interval ? (
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="text-navy-700">{t('demo.repeats')}</dt>
                <dd className="font-semibold text-navy-950">
                  {GIVING_WORDS.in(locale)(interval === 'week' ? 'frequency.week' : 'frequency.month')}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-navy-700">{t('demo.category')}</dt>
              <dd className="font-semibold text-navy-950">{categoryLabel(loaderData.category, locale)}</dd>
            </div>
          </dl>
          {paid ? (
            <p className="mt-6 font-semibold text-navy-900">{t('demo.complete')}</p>
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
                  ? t('form.processing')
                  : t(
                      interval === 'week'
                        ? 'demo.completeButtonWeekly'
                        : interval === 'month'
                          ? 'demo.completeButtonMonthly'
                          : 'demo.completeButton',
                      { amount: charge },
                    )}
              </Button>
            </Form>
          )}
          <p className="mt-4 text-center">
            <Link
              to={localePath(paid ? `/donation-success?donation_id=${loaderData.id}` : '/giving')}
              reloadDocument={paid}
              className="font-semibold text-navy-900 underline underline-offset-4"
            >
              {paid ? t('demo.seeThankYou') : t('demo.cancel')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
