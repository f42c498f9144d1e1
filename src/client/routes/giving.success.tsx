/**
 * /donation-success?donation_id=…: where Stripe (or the demo checkout) sends the donor back. The first
 * request moves the gift's id into this page's own cookie and comes back without it
 * (features/private-links/), so the id never reaches the history or an analytics hit. It thanks the
 * donor once, by the name given (none when anonymous), with amount and category, a recurring gift's
 * way to the donor's page, and at most one newsletter invitation (none for an address already on the
 * list); it says 'processing' until the webhook has confirmed the payment, checking again a few
 * times (docs/product.md#donation-success).
 */
import { useRouteLoaderData } from 'react-router';
import { categoryLabel, formatUsd } from '#shared/giving/words.ts';
import {
  failedWords,
  paidWords,
  processingWords,
  repeatsWords,
  THANK_YOU_PAGE_WORDS,
  thankYouHeading,
  type DonationThankYou,
} from '#shared/giving/thank-you-words.ts';
import { DONOR_PAGE_PATH } from '#shared/giving/manage-words.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { useLocale } from '#client/lib/locale.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { type DonationWatchConfig, SLOW_NOTE } from '#client/features/giving/donation-watch.ts';
import donationWatchUrl from '#client/features/giving/donation-watch.ts?url';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';
import { DEFERRED_MODULE } from '#client/lib/start-scripts.ts';
import type { loader as rootLoader } from '#client/root.tsx';
import type { Route } from './+types/giving.success';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) => {
  const t = THANK_YOU_PAGE_WORDS.in(localeFromMatches(matches));
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    path: '/donation-success',
    noIndex: true,
    matches,
  });
});

/**
 * No React, whatever the gift's state (docs/decisions/0012): a confirmed, failed or unknown gift is a
 * finished page, and a gift still waiting for Stripe's word needs only to ask again and show the
 * answer, which its own small script does (features/giving/donation-watch.ts).
 */
export const handle = { ...SCRIPT_FREE, footerNewsletter: false };

/** How often and how many times the page asks whether Stripe has confirmed the payment. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_ATTEMPTS = 15;

/** The inline module script that starts the watch (`<` escaped: the text sits inside a <script>). */
function donationWatchScript(config: DonationWatchConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `import{watchDonation}from${JSON.stringify(donationWatchUrl)};watchDonation(${json})`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = context.services.privateLinks.read(request, 'gift');
  // A recurring gift comes back from its subscription Checkout with recurring_gift_id.
  const donationId = query.get('donation_id') ?? query.get('recurring_gift_id') ?? '';
  let donation: DonationThankYou | null = null;
  try {
    donation = donationId ? await context.services.giving.thankYou(donationId) : null;
  } catch {
    donation = null;
  }
  return { donationId, donation };
}

const linkButton = {
  navy: 'inline-flex min-h-12 items-center justify-center rounded-full bg-navy-900 px-6 py-3 font-semibold text-cream shadow-sm transition-colors hover:bg-navy-700',
  outline:
    'inline-flex min-h-12 items-center justify-center rounded-full border border-navy-300 bg-white px-6 py-3 font-semibold text-navy-900 transition-colors hover:border-navy-900',
};

export default function DonationSuccess({ loaderData }: Route.ComponentProps) {
  const { donationId, donation } = loaderData;
  const nonce = useRouteLoaderData<typeof rootLoader>('root')?.nonce;
  const locale = useLocale();
  const t = THANK_YOU_PAGE_WORDS.in(locale);
  const status = donation?.payment_status ?? 'unknown';
  const interval = donation?.interval ?? null;
  // '$25.00 every month' / '$25.00 cada mes': a recurring gift's amount says how often.
  const every = (text: string) =>
    interval ? t(interval === 'week' ? 'everyWeek' : 'everyMonth', { amount: text }) : text;
  const amount = donation ? every(formatUsd(donation.amount)) : '';
  const charged = donation?.fee_cover
    ? every(
        t('giftAndFee', {
          gift: formatUsd(donation.amount),
          fee: formatUsd(donation.fee_cover),
          total: formatUsd((Math.round(donation.amount * 100) + Math.round(donation.fee_cover * 100)) / 100),
        }),
      )
    : amount;
  const category = donation ? categoryLabel(donation.category, locale) : '';

  let heading: string;
  let body: React.ReactNode;
  if (status === 'pending') {
    heading = t('processingHeading');
    body = (
      <>
        <p>{processingWords(amount, category, locale)}</p>
        <p className="mt-3" hidden {...{ [SLOW_NOTE]: '' }}>
          {t('slowNote')}
        </p>
        <noscript>
          <p className="mt-3">{t('noScriptNote')}</p>
        </noscript>
      </>
    );
  } else if (status === 'failed' || status === 'expired') {
    heading = t('failedHeading');
    body = <p>{failedWords(amount, category, locale)}</p>;
  } else if (donation) {
    heading = thankYouHeading(donation.name, locale);
    body = (
      <>
        <p>{paidWords(formatUsd(donation.amount), category, interval, locale)}</p>
        {interval ? (
          <p className="mt-3">
            {repeatsWords(interval, locale)}{' '}
            <SiteLink
              to={DONOR_PAGE_PATH}
              className="font-semibold text-navy-900 underline underline-offset-4"
            >
              {t('changeOrCancelLink')}
            </SiteLink>
          </p>
        ) : null}
        <p className="mt-3">{t('receiptOnItsWay')}</p>
      </>
    );
  } else {
    heading = thankYouHeading(null, locale);
    body = <p>{t('notLoaded')}</p>;
  }

  return (
    <div className="bg-cream px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-2xl">
        <section
          aria-labelledby="success-title"
          className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-10"
        >
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{t('eyebrow')}</p>
          <div role="status" aria-live="polite" data-donation-part="status">
            <h1
              id="success-title"
              className="mt-3 flex items-center gap-3 font-serif text-3xl font-bold break-words text-navy-950 sm:text-4xl"
            >
              {status === 'pending' ? (
                <span
                  aria-hidden="true"
                  className="inline-block size-7 shrink-0 rounded-full border-4 border-gold-200 border-t-gold-600 motion-safe:animate-spin"
                />
              ) : null}
              <span className="min-w-0">{heading}</span>
            </h1>
            <div className="mt-5 text-lg leading-relaxed text-navy-800">{body}</div>
          </div>
          <div data-donation-part="details">
            {donation ? (
              <dl className="mt-8 grid gap-3 rounded-lg bg-sand p-4 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-navy-700">{t('amountLabel')}</dt>
                  <dd className="font-semibold text-navy-950">{charged}</dd>
                </div>
                <div>
                  <dt className="text-sm text-navy-700">{t('categoryLabel')}</dt>
                  <dd className="font-semibold text-navy-950">{category}</dd>
                </div>
              </dl>
            ) : null}
          </div>
          <nav
            aria-label={t('nextNavLabel')}
            className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
            data-donation-part="next"
          >
            <SiteLink to="/" className={linkButton.navy}>
              {t('home')}
            </SiteLink>
            <SiteLink to="/events" className={linkButton.outline}>
              {t('events')}
            </SiteLink>
            <SiteLink to="/giving" className={linkButton.outline}>
              {status === 'failed' || status === 'expired'
                ? t('tryAgain')
                : status === 'pending'
                  ? t('backToGiving')
                  : t('giveAgain')}
            </SiteLink>
          </nav>
          {status === 'pending' && donationId ? (
            // Inert until the page has loaded, like every script of the site (lib/start-scripts.ts).
            <script
              type={DEFERRED_MODULE}
              nonce={nonce}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{
                __html: donationWatchScript({
                  api: `/api/donations/${encodeURIComponent(donationId)}/`,
                  intervalMs: POLL_INTERVAL_MS,
                  attempts: POLL_ATTEMPTS,
                }),
              }}
            />
          ) : null}
        </section>
        {donation?.subscribed ? null : (
          // The page's one newsletter invitation (the footer leaves its own out here: `handle`).
          <section
            aria-labelledby="stay-title"
            className="mt-8 rounded-2xl bg-navy-900 p-6 text-cream sm:p-8 on-dark"
          >
            <h2 id="stay-title" className="font-serif text-2xl font-bold">
              {t('newsletterHeading')}
            </h2>
            <p className="mt-3 text-navy-100">{t('newsletterText')}</p>
            <p className="mt-5">
              <SiteLink
                to="/newsletter"
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 hover:bg-gold-300"
              >
                {t('newsletterLink')}
              </SiteLink>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
