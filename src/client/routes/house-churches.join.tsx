/**
 * /house-churches/{id}/join (docs/product.md#join-a-house-church). States: loading (while the browser fetches
 * the church on a client-side visit), 'House Church Not Found' (status 404 when server-rendered), a load
 * failure, and the form with the church's summary (JoinForm: submitting, submitted). Its action takes the
 * form posted without JavaScript.
 */
import { useState } from 'react';
import { data, Link, useActionData } from 'react-router';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { HOUSE_CHURCH_FORM_SHAPES } from '#shared/house-churches/forms.ts';
import {
  churchText,
  formatLocation,
  HOUSE_CHURCH_API,
  HOUSE_CHURCH_WORDS,
} from '#shared/house-churches/words.ts';
import { houseChurchJoinSchema, type PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';
import { buttonVariants } from '#client/components/form/Button.tsx';
import { MaybeAwait } from '#client/components/MaybeAwait.tsx';
import {
  ChurchFacts,
  ChurchPicture,
  ChurchTags,
  FlagshipBadge,
} from '#client/features/house-churches/HouseChurchCard.tsx';
import { JoinForm, type SeatChange } from '#client/features/house-churches/JoinForm.tsx';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { handleFormPost } from '#client/lib/form-action.server.ts';
import type { Route } from './+types/house-churches.join';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

/** The same for every visitor: kept by the page cache and CDNs. */
export { headers } from '#client/lib/page-headers.ts';

type ChurchResult =
  { status: 'found'; church: PublicHouseChurch } | { status: 'not_found' } | { status: 'failed' };

/** Each church's own page, named after it, so search can lead people to it; an unknown id is not indexed. */
export const meta: Route.MetaFunction = withErrorPageMeta(({ matches, params, loaderData }) => {
  const result = loaderData?.result;
  const church = result && !(result instanceof Promise) && result.status === 'found' ? result.church : null;
  const locale = localeFromMatches(matches);
  const t = HOUSE_CHURCH_WORDS.in(locale);
  const name = church ? churchText(church, locale).name : '';
  return pageMeta({
    title: church ? t('join.metaTitle', { name }) : t('join.metaTitleAny'),
    description: church
      ? t('join.metaDescription', { name, city: church.city })
      : t('join.metaDescriptionAny'),
    path: `/house-churches/${params.id}/join`,
    noIndex: !church,
    matches,
  });
});

/** '12' → 12; anything that is not a plain positive number is NaN, which finds no church. */
const churchIdOf = (param: string) => parseSerialId(param) ?? Number.NaN;

export async function loader({ params, context }: Route.LoaderArgs) {
  const church = await context.services.houseChurches.get(churchIdOf(params.id));
  const result: ChurchResult = church ? { status: 'found', church } : { status: 'not_found' };
  return data({ result: result as ChurchResult | Promise<ChurchResult> }, { status: church ? 200 : 404 });
}

/** The form posted without JavaScript: the same schema, guard and service as the API. */
export function action(args: Route.ActionArgs) {
  const t = HOUSE_CHURCH_WORDS.in(localeOfPath(new URL(args.request.url).pathname));
  return handleFormPost(args, {
    form: '/house-churches/:id/join',
    schema: houseChurchJoinSchema,
    shape: HOUSE_CHURCH_FORM_SHAPES.join,
    failureMessage: t('join.submitFailed'),
    run: (input) => args.context.services.houseChurches.join(churchIdOf(args.params.id), input),
  });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const result: Promise<ChurchResult> = apiRequest<PublicHouseChurch>(HOUSE_CHURCH_API.detail(params.id), {
    signal: request.signal,
  }).then(
    (church) => ({ status: 'found', church }),
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return { status: 'not_found' };
      if (!request.signal.aborted) console.error('Failed to load house church details', error);
      return { status: 'failed' };
    },
  );
  return { result: result as ChurchResult | Promise<ChurchResult> };
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{children}</div>;
}

function Loading() {
  const t = useWords(HOUSE_CHURCH_WORDS);
  return (
    <Shell>
      <p role="status" className="text-lg text-navy-800">
        {t('join.loading')}
      </p>
      <div aria-hidden="true" className="mt-6 h-64 animate-pulse rounded-2xl bg-navy-100/60" />
    </Shell>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  return (
    <Shell>
      <div className="mx-auto max-w-2xl py-8 text-center">
        <h1 className="font-serif text-4xl font-bold text-navy-950">{title}</h1>
        <p className="mt-4 text-lg text-navy-800">{text}</p>
        <p className="mt-8">
          <Link to={localePath('/house-churches')} className={buttonVariants()}>
            {t('form.backToList')}
          </Link>
        </p>
      </div>
    </Shell>
  );
}

function ChurchSummary({ church }: { church: PublicHouseChurch }) {
  const t = useWords(HOUSE_CHURCH_WORDS);
  const text = churchText(church, useLocale());
  return (
    <aside aria-labelledby="church-summary-title" className="rounded-2xl bg-navy-900 p-6 text-cream sm:p-8">
      {/* Only a picture of its own: the dark summary looks finished without one. At the top of the page, so not lazy. */}
      {church.image ? (
        <ChurchPicture
          church={church}
          priority
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 36rem, 90vw"
          className="mb-5 aspect-[16/9] w-full rounded-xl object-cover"
        />
      ) : null}
      {church.is_flagship ? (
        <div className="mb-3">
          <FlagshipBadge />
        </div>
      ) : null}
      <h2 id="church-summary-title" lang={text.nameLang} className="font-serif text-2xl font-bold">
        {text.name}
      </h2>
      <p className="mt-1 font-semibold text-gold-300">{formatLocation(church)}</p>
      <p lang={text.descriptionLang} className="mt-3 leading-relaxed text-navy-100">
        {text.description}
      </p>
      <div className="mt-5 rounded-xl bg-cream p-4">
        <ChurchFacts church={church} />
      </div>
      <div className="mt-4">
        <ChurchTags church={church} />
      </div>
      <p className="mt-5 text-sm text-navy-100">{t('join.addressLater')}</p>
    </aside>
  );
}

function Found({ church: loaded, answer }: { church: PublicHouseChurch; answer: FormOutcome | undefined }) {
  // The summary shows the server's figures. When the server refuses a church that filled up
  // meanwhile, the church is read again, so its members, spots and Full tag are the server's, not a
  // guess made here. If that read fails, the form's refusal already says the church is full. A request
  // itself takes no seat (only staff approval does), so a success changes no count.
  const [church, setChurch] = useState(loaded);
  const t = useWords(HOUSE_CHURCH_WORDS);
  const localePath = useLocalePath();
  const text = churchText(church, useLocale());
  const onSeatChange = (_change: SeatChange) => {
    apiRequest<PublicHouseChurch>(HOUSE_CHURCH_API.detail(loaded.id)).then(setChurch, (error: unknown) =>
      console.error('Failed to load house church details', error),
    );
  };
  return (
    <Shell>
      <p>
        <Link
          to={localePath('/house-churches')}
          className="font-semibold text-navy-900 underline underline-offset-4"
        >
          <span aria-hidden="true">← </span>
          {t('join.allChurches')}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">
        {t('join.title', { name: text.name })}
      </h1>
      {loaded.is_full ? (
        <p className="mt-4 rounded-xl bg-red-50 p-4 font-semibold text-red-900">{t('join.full')}</p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
        <ChurchSummary church={church} />
        {/* A new answer remounts the form so it shows that answer. */}
        <JoinForm
          key={JSON.stringify(answer ?? null)}
          church={loaded}
          onSeatChange={onSeatChange}
          initial={answer}
        />
      </div>
    </Shell>
  );
}

export default function JoinHouseChurchPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const t = useWords(HOUSE_CHURCH_WORDS);
  return (
    <MaybeAwait resolve={loaderData.result} fallback={<Loading />}>
      {(result: ChurchResult) =>
        result.status === 'found' ? (
          <Found church={result.church} answer={answer} />
        ) : result.status === 'not_found' ? (
          <Problem title={t('join.notFoundTitle')} text={t('join.notFoundText')} />
        ) : (
          <Problem title={t('join.somethingWrong')} text={t('join.loadFailed')} />
        )
      }
    </MaybeAwait>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
