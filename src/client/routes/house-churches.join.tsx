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
import { formatLocation, HOUSE_CHURCH_API, HOUSE_CHURCH_WORDS } from '#shared/house-churches/words.ts';
import { houseChurchJoinSchema, type PublicHouseChurch } from '#shared/house-churches/contract.ts';
import { parseSerialId } from '#shared/site/record-ids.ts';
import { pageMeta } from '#shared/site/seo.ts';
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
  return pageMeta({
    title: church ? `Join ${church.name}` : 'Join a House Church',
    description: church
      ? `Ask to join ${church.name} in ${church.city}: the leader reviews your request and shares the location after approval.`
      : 'Ask to join a house church: the leader reviews your request and shares the location after approval.',
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
  return handleFormPost(args, {
    form: '/house-churches/:id/join',
    schema: houseChurchJoinSchema,
    shape: HOUSE_CHURCH_FORM_SHAPES.join,
    failureMessage: HOUSE_CHURCH_WORDS.submitFailed,
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
      if (!request.signal.aborted) console.error(HOUSE_CHURCH_WORDS.loadFailed, error);
      return { status: 'failed' };
    },
  );
  return { result: result as ChurchResult | Promise<ChurchResult> };
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{children}</div>;
}

function Loading() {
  return (
    <Shell>
      <p role="status" className="text-lg text-navy-800">
        Loading house church details...
      </p>
      <div aria-hidden="true" className="mt-6 h-64 animate-pulse rounded-2xl bg-navy-100/60" />
    </Shell>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Shell>
      <div className="mx-auto max-w-2xl py-8 text-center">
        <h1 className="font-serif text-4xl font-bold text-navy-950">{title}</h1>
        <p className="mt-4 text-lg text-navy-800">{text}</p>
        <p className="mt-8">
          <Link to="/house-churches" className={buttonVariants()}>
            Back to House Churches
          </Link>
        </p>
      </div>
    </Shell>
  );
}

function ChurchSummary({ church }: { church: PublicHouseChurch }) {
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
      <h2 id="church-summary-title" className="font-serif text-2xl font-bold">
        {church.name}
      </h2>
      <p className="mt-1 font-semibold text-gold-300">{formatLocation(church)}</p>
      <p className="mt-3 leading-relaxed text-navy-100">{church.description}</p>
      <div className="mt-5 rounded-xl bg-cream p-4">
        <ChurchFacts church={church} />
      </div>
      <div className="mt-4">
        <ChurchTags church={church} />
      </div>
      <p className="mt-5 text-sm text-navy-100">
        The exact address and arrival notes come to you by email once the leader approves your request.
      </p>
    </aside>
  );
}

function Found({ church: loaded, answer }: { church: PublicHouseChurch; answer: FormOutcome | undefined }) {
  // The summary shows the server's figures. When the server refuses a church that filled up
  // meanwhile, the church is read again, so its members, spots and Full tag are the server's, not a
  // guess made here. If that read fails, the form's refusal already says the church is full. A request
  // itself takes no seat (only staff approval does), so a success changes no count.
  const [church, setChurch] = useState(loaded);
  const onSeatChange = (_change: SeatChange) => {
    apiRequest<PublicHouseChurch>(HOUSE_CHURCH_API.detail(loaded.id)).then(setChurch, (error: unknown) =>
      console.error(HOUSE_CHURCH_WORDS.loadFailed, error),
    );
  };
  return (
    <Shell>
      <p>
        <Link to="/house-churches" className="font-semibold text-navy-900 underline underline-offset-4">
          <span aria-hidden="true">← </span>All house churches
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-navy-950 sm:text-5xl">Join {church.name}</h1>
      {loaded.is_full ? (
        <p className="mt-4 rounded-xl bg-red-50 p-4 font-semibold text-red-900">{HOUSE_CHURCH_WORDS.full}</p>
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
  return (
    <MaybeAwait resolve={loaderData.result} fallback={<Loading />}>
      {(result: ChurchResult) =>
        result.status === 'found' ? (
          <Found church={result.church} answer={answer} />
        ) : result.status === 'not_found' ? (
          <Problem
            title={HOUSE_CHURCH_WORDS.notFoundTitle}
            text={`${HOUSE_CHURCH_WORDS.notFound}. It may have closed, or the link may be mistyped.`}
          />
        ) : (
          <Problem title="Something went wrong" text={HOUSE_CHURCH_WORDS.loadFailed} />
        )
      }
    </MaybeAwait>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
