/**
 * /donation-success?donation_id=…: where Stripe (or the demo checkout) sends the donor back. The first
 * request moves the gift's id into this page's own cookie and comes back without it
 * (features/private-links/), so the id never reaches the history or an analytics hit. It shows
 * first name, amount and category, and says 'processing' until the webhook has confirmed the payment,
 * checking again a few times. When the gift cannot be loaded it shows the defaults
 * (docs/product.md#donation-success).
 */
import { useRouteLoaderData } from 'react-router';
import {
  categoryLabel,
  DONATION_SUCCESS_DEFAULTS,
  donationThankYouMessage,
  formatUsd,
  frequencyAdjective,
  giftAndFeeWords,
  type PublicDonation,
} from '#shared/giving/words.ts';
import { pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { type DonationWatchConfig, SLOW_NOTE } from '#client/features/giving/donation-watch.ts';
import donationWatchUrl from '#client/features/giving/donation-watch.ts?url';
import { SCRIPT_FREE } from '#client/lib/page-scripts.ts';
import { DEFERRED_MODULE } from '#client/lib/start-scripts.ts';
import type { loader as rootLoader } from '#client/root.tsx';
import type { Route } from './+types/giving.success';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) =>
  pageMeta({
    title: 'Thank you for your gift',
    description: 'Thank you for giving to the ministry.',
    path: '/donation-success',
    noIndex: true,
    matches,
  }),
);

/**
 * No React, whatever the gift's state (docs/decisions/0012): a confirmed, failed or unknown gift is a
 * finished page, and a gift still waiting for Stripe's word needs only to ask again and show the
 * answer, which its own small script does (features/giving/donation-watch.ts).
 */
export const handle = SCRIPT_FREE;

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
  let donation: PublicDonation | null = null;
  try {
    donation = donationId ? await context.services.giving.publicView(donationId) : null;
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
  const shown = donation ?? DONATION_SUCCESS_DEFAULTS;
  const status = donation?.payment_status ?? 'unknown';
  const interval = donation?.interval ?? null;
  const every = interval ? ` every ${interval}` : '';
  const amount = `${formatUsd(shown.amount)}${every}`;
  const charged = donation?.fee_cover
    ? `${giftAndFeeWords(Math.round(shown.amount * 100), Math.round(donation.fee_cover * 100))}${every}`
    : amount;
  const category = categoryLabel(shown.category);

  let heading: string;
  let body: React.ReactNode;
  if (status === 'pending') {
    heading = 'Processing your gift…';
    body = (
      <>
        <p>
          Thank you, {shown.name}. We are waiting for the payment processor to confirm your gift of{' '}
          <strong>{amount}</strong> to <strong>{category}</strong>. This usually takes a few seconds.
        </p>
        <p className="mt-3" hidden {...{ [SLOW_NOTE]: '' }}>
          It is taking longer than usual. You will receive an email receipt as soon as your payment is
          confirmed; there is no need to give again.
        </p>
        <noscript>
          <p className="mt-3">This page does not update by itself here: reload it in a few seconds.</p>
        </noscript>
      </>
    );
  } else if (status === 'failed' || status === 'expired') {
    heading = 'Your gift was not completed';
    body = (
      <p>
        The payment for your gift of <strong>{amount}</strong> to <strong>{category}</strong> did not go
        through, and nothing was charged. You are welcome to try again.
      </p>
    );
  } else {
    heading = `Thank you, ${shown.name}!`;
    body = (
      <>
        <p>
          Your {interval ? `${frequencyAdjective(interval)} ` : ''}gift of{' '}
          <strong>{interval ? formatUsd(shown.amount) : amount}</strong> to <strong>{category}</strong> helps
          us keep drawing hearts back to God.
        </p>
        {interval ? (
          <p className="mt-3">
            It repeats {every.trim()}, with an email receipt each time, until you change or cancel it.
          </p>
        ) : null}
        {donation ? (
          <>
            <p className="mt-3">{donationThankYouMessage(donationId)}</p>
            <p className="mt-3">A receipt is on its way to your inbox.</p>
          </>
        ) : (
          <p className="mt-3">
            We could not load the details of your gift just now. Your email receipt will confirm it once the
            payment is complete.
          </p>
        )}
      </>
    );
  }

  return (
    <div className="bg-cream px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-2xl">
        <section
          aria-labelledby="success-title"
          className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-10"
        >
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">Giving</p>
          <div role="status" aria-live="polite" data-donation-part="status">
            <h1
              id="success-title"
              className="mt-3 flex items-center gap-3 font-serif text-3xl font-bold text-navy-950 sm:text-4xl"
            >
              {status === 'pending' ? (
                <span
                  aria-hidden="true"
                  className="inline-block size-7 shrink-0 rounded-full border-4 border-gold-200 border-t-gold-600 motion-safe:animate-spin"
                />
              ) : null}
              {heading}
            </h1>
            <div className="mt-5 text-lg leading-relaxed text-navy-800">{body}</div>
          </div>
          <dl className="mt-8 grid gap-3 rounded-lg bg-sand p-4 sm:grid-cols-3" data-donation-part="details">
            <div>
              <dt className="text-sm text-navy-700">Name</dt>
              <dd className="font-semibold text-navy-950">{shown.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-700">Amount</dt>
              <dd className="font-semibold text-navy-950">{charged}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-700">Category</dt>
              <dd className="font-semibold text-navy-950">{category}</dd>
            </div>
          </dl>
          <nav
            aria-label="Where to next"
            className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
            data-donation-part="next"
          >
            <SiteLink to="/" className={linkButton.navy}>
              Back to Home
            </SiteLink>
            <SiteLink to="/events" className={linkButton.outline}>
              See upcoming events
            </SiteLink>
            <SiteLink to="/giving" className={linkButton.outline}>
              {status === 'failed' || status === 'expired'
                ? 'Try again'
                : status === 'pending'
                  ? 'Back to Giving'
                  : 'Give again'}
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
        <section
          aria-labelledby="stay-title"
          className="mt-8 rounded-2xl bg-navy-900 p-6 text-cream sm:p-8 on-dark"
        >
          <h2 id="stay-title" className="font-serif text-2xl font-bold">
            Stay connected
          </h2>
          <p className="mt-3 text-navy-100">
            Hear about gatherings, new messages and free devotionals: join our newsletter, or tell us how we
            can pray for you.
          </p>
          <p className="mt-5 flex flex-col gap-3 sm:flex-row">
            <SiteLink
              to="/contact"
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold-400 px-6 py-3 font-semibold text-navy-950 hover:bg-gold-300"
            >
              Contact us to join the newsletter
            </SiteLink>
            <SiteLink
              to="/newsletter"
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-cream/50 px-6 py-3 font-semibold text-cream hover:bg-cream/10"
            >
              Sign up by email
            </SiteLink>
          </p>
        </section>
      </div>
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
