/** /giving: the donation form (docs/product.md#giving). */
import { data, redirect, useActionData } from 'react-router';
import {
  DONATION_CATEGORIES,
  donationFailureMessage,
  DONATION_FORM_SHAPE,
  type FeeSettings,
  GIVING_WORDS,
} from '#shared/giving/words.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
// Only the action uses the schema: the page's scripts never load zod (the form loads it on first use).
import { createDonationSchema } from '#shared/giving/contract.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { useWords } from '#client/lib/locale.ts';
import type { ContentDocuments } from '#shared/content/document-types.ts';
import { PREVIEW_HEADERS } from '#shared/content/preview.ts';
import { Markdown } from '#client/features/content/Markdown.tsx';
import { InlineWords } from '#client/features/content/ui.tsx';
import { contentFromMatches, useContent, useLangOf } from '#client/features/content/use-content.ts';
import { DonationForm, GIVING_PAGE } from '#client/features/giving/DonationForm.tsx';
import { DonorLinkSection } from '#client/features/giving/DonorLinkForm.tsx';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/giving';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, loaderData }) =>
  pageMeta({
    title: GIVING_WORDS.in(localeFromMatches(matches))('page.title'),
    description: contentFromMatches(matches, 'giving').description,
    path: GIVING_PAGE,
    matches,
    noIndex: Boolean(loaderData?.contentPreview),
  }),
);

/**
 * 'stripe', 'demo' (no keys, DEMO_CHECKOUT on) or 'off' (no keys: giving is not set up yet), and
 * the page's words from the database (published, or a staff preview's draft).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await context.services.pageContent.load(request, ['giving']);
  const mode = context.services.giving.mode;
  const loaded = {
    ...page,
    content: { giving: wordsDrawnIn(mode, page.content.giving) },
    mode,
    // The card fee a donor may cover: the checkbox shows the exact amount from these settings.
    fee: context.services.giving.fee,
  };
  return page.contentPreview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

type GivingWords = ContentDocuments['giving'];
// 'stripe', 'demo' or 'off', as the giving service says.
type GivingMode = Route.LoaderArgs['context']['services']['giving']['mode'];

/**
 * The page's words with those its mode never draws left blank (the form's, when giving is off;
 * the not-set-up box's, when it is on; the demo's or the real checkout's note): the page carries
 * each word twice, in its HTML and in the data its script hydrates with.
 */
function wordsDrawnIn(mode: GivingMode, words: GivingWords): GivingWords {
  const unused: Array<keyof GivingWords> =
    mode === 'off'
      ? ['formHeading', 'secureNote', 'demoSecureNote', 'receiptNote', 'demoNotice']
      : ['notSetUpHeading', 'notSetUp', 'notSetUpLink', mode === 'demo' ? 'secureNote' : 'demoSecureNote'];
  if (mode === 'stripe') unused.push('demoNotice');
  return { ...words, ...Object.fromEntries(unused.map((name) => [name, ''])) };
}

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-navy-900 px-5 py-2 font-semibold text-cream transition-colors hover:bg-navy-700';

/** In place of the form when the site takes no gifts: say so, and offer the contact page. */
function GivingNotSetUp() {
  const giving = useContent('giving');
  const langOf = useLangOf('giving');
  return (
    <section
      aria-labelledby="gift-form-title"
      className="self-start rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id="gift-form-title"
        lang={langOf('notSetUpHeading')}
        className="font-serif text-2xl font-bold text-navy-950 sm:text-3xl"
      >
        {giving.notSetUpHeading}
      </h2>
      <p lang={langOf('notSetUp')} className="mt-4 text-lg leading-relaxed text-navy-800">
        {giving.notSetUp}
      </p>
      <p className="mt-6">
        <SiteLink to="/contact" lang={langOf('notSetUpLink')} className={linkClass}>
          {giving.notSetUpLink}
        </SiteLink>
      </p>
    </section>
  );
}

function GiftForm({
  demo,
  fee,
  answer,
}: {
  demo: boolean;
  fee: FeeSettings;
  answer: ReturnType<typeof useActionData<typeof action>>;
}) {
  const giving = useContent('giving');
  const t = useWords(GIVING_WORDS);
  const langOf = useLangOf('giving');
  return (
    <section
      aria-labelledby="gift-form-title"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id="gift-form-title"
        lang={langOf('formHeading')}
        className="font-serif text-2xl font-bold text-navy-950 sm:text-3xl"
      >
        {giving.formHeading}
      </h2>
      <p className="mt-2 text-sm text-navy-700">{t('page.requiredNote')}</p>
      {demo ? (
        <p
          lang={langOf('demoNotice')}
          className="mt-4 rounded-md border border-gold-400 bg-gold-100 px-4 py-3 text-sm font-semibold text-navy-950"
        >
          {giving.demoNotice}
        </p>
      ) : null}
      <div className="mt-6">
        {/* A new answer remounts the form so it shows that answer. */}
        <DonationForm key={JSON.stringify(answer ?? null)} initial={answer} fee={fee} />
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
          <InlineWords lang={langOf(demo ? 'demoSecureNote' : 'secureNote')}>
            {demo ? giving.demoSecureNote : giving.secureNote}
          </InlineWords>{' '}
          <InlineWords lang={langOf('receiptNote')}>{giving.receiptNote}</InlineWords>
        </span>
      </p>
    </section>
  );
}

/**
 * The form posted without JavaScript (before hydration, scripts blocked): the same schema, guard
 * and services as the API, then a redirect to the checkout. The one failure a fresh gift can meet
 * is a checkout that could not be started (502), which is what the failure message says.
 */
export function action(args: Route.ActionArgs) {
  const donations = args.context.services.giving;
  return handleFormPost(args, {
    form: GIVING_PAGE,
    schema: createDonationSchema,
    shape: DONATION_FORM_SHAPE,
    failureMessage: donationFailureMessage(localeOfPath(new URL(args.request.url).pathname)),
    run: async (input) => {
      const donation = await donations.create(input);
      return redirect((await donations.createCheckoutSession(donation.id)).url);
    },
  });
}

export default function GivingPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const giving = useContent('giving');
  const t = useWords(GIVING_WORDS);
  // A field the Spanish lacks shows the English, marked so (docs/product.md#site-content).
  const langOf = useLangOf('giving');
  return (
    <>
      <section
        aria-labelledby="giving-title"
        className="on-dark bg-linear-to-br from-navy-950 via-navy-900 to-navy-700 text-cream"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p
            lang={langOf('eyebrow')}
            className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase"
          >
            {giving.eyebrow}
          </p>
          <h1
            id="giving-title"
            lang={langOf('heading')}
            className="mt-3 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl"
          >
            {giving.heading}
          </h1>
          <Markdown
            html={giving.intro}
            lang={langOf('intro')}
            className="prose-content mt-5 max-w-2xl text-lg leading-relaxed text-navy-100"
          />
        </div>
      </section>

      <div className="bg-cream">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8">
          {loaderData.mode === 'off' ? (
            <GivingNotSetUp />
          ) : (
            <GiftForm demo={loaderData.mode === 'demo'} fee={loaderData.fee} answer={answer} />
          )}

          <aside aria-labelledby="gift-uses-title" className="space-y-8">
            {/* Its answer without JavaScript is /giving/manage/sign-in's: this page stays the same for everyone. */}
            <DonorLinkSection />
            <figure className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm">
              <blockquote
                lang={langOf('scripture.text')}
                className="font-serif text-xl leading-relaxed text-navy-900"
              >
                <p>“{giving.scripture.text}”</p>
              </blockquote>
              <figcaption lang={langOf('scripture.reference')} className="mt-4 font-semibold text-gold-700">
                {giving.scripture.reference}
              </figcaption>
            </figure>
            <div>
              <h2
                id="gift-uses-title"
                lang={langOf('categoriesHeading')}
                className="font-serif text-2xl font-bold text-navy-950"
              >
                {giving.categoriesHeading}
              </h2>
              <dl className="mt-4 space-y-4">
                {DONATION_CATEGORIES.map((category) => (
                  <div key={category.value} className="border-l-4 border-gold-400 pl-4">
                    <dt className="font-semibold text-navy-950">{t(`category.${category.value}`)}</dt>
                    <dd lang={langOf(['categories', category.value])} className="mt-1 text-navy-800">
                      {giving.categories[category.value]}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <p className="text-navy-800">
              <InlineWords lang={langOf('otherWays')}>{giving.otherWays}</InlineWords>{' '}
              <SiteLink
                to="/contact"
                className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
              >
                {t('page.contactUs')}
              </SiteLink>
              .
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
