/**
 * /giving/manage: the donor's own page (docs/product.md#the-donors-own-page). Opened from a sign-in
 * link (?token=…), whose first request moves the token into this page's own cookie and comes back
 * without it (features/private-links/), it only shows a "Continue" button: a link prefetched by a
 * mail scanner spends nothing, and the POST signs in with the token from the cookie. Signed in, it
 * shows the donor's gifts and recurring gifts. Never cached, never indexed (no `headers` export: the
 * server sends it `private, no-store`).
 */
import { data, redirect } from 'react-router';
import {
  DONOR_IDLE_MINUTES,
  DONOR_LINK_MINUTES,
  DONOR_PAGE_PATH,
  GIVING_MANAGE_WORDS,
  RECURRING_WORDS,
  recurringMessageIn,
} from '#shared/giving/manage-words.ts';
// Only the action uses the schema: the page's scripts never load zod up front.
import { donorRecurringPostSchema } from '#shared/giving/manage-contract.ts';
import { firstIssuePerField } from '#shared/forms/form-data.ts';
import { type Locale, localeOfPath, pathInLocale } from '#shared/i18n/locales.ts';
import { localeFromMatches, pageMeta } from '#shared/site/seo.ts';
import { localizeMessage } from '#shared/i18n/words.ts';
import { useWords } from '#client/lib/locale.ts';
import { DonorLinkSection } from '#client/features/giving/DonorLinkForm.tsx';
import {
  ContinueSignIn,
  DonorGifts,
  SignOutForm,
  type RecurringAnswer,
} from '#client/features/giving/DonorPage.tsx';
import { donorEmail, requireDonor } from '#client/features/giving/donor-session.server.ts';
import { DonorStatements, type StatementAnswer } from '#client/features/giving/DonorStatements.tsx';
import { statementYears } from '#shared/giving/manage-format.ts';
import { FIRST_STATEMENT_YEAR } from '#shared/giving/statements-format.ts';
import type { Route } from './+types/giving.manage';
import { withErrorPageMeta } from '#client/lib/error-meta.ts';

export const meta: Route.MetaFunction = withErrorPageMeta(({ matches }) =>
  pageMeta({
    title: GIVING_MANAGE_WORDS.in(localeFromMatches(matches))('pageHeading'),
    path: DONOR_PAGE_PATH,
    noIndex: true,
    matches,
  }),
);

const linkTokenOf = (request: Request, context: Route.LoaderArgs['context']) =>
  context.services.privateLinks.read(request, 'donor').get('token');

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkTokenOf(request, context);
  if (token !== null) {
    if (await context.services.donorAccess.linkIsLive(token)) return { view: 'continue' as const };
    // Said once: the next visit is the donor's page again (or the form), not this link's answer.
    const forget = context.services.privateLinks.clearHeaders('donor');
    return data({ view: 'spent' as const }, { headers: forget });
  }
  const email = await donorEmail(request, context);
  if (!email) return { view: 'signed-out' as const };
  const [gifts, recurring] = await Promise.all([
    context.services.donorPage.gifts(email),
    context.services.donorPage.recurringGifts(email),
  ]);
  return { view: 'donor' as const, email, gifts, recurring, statementYears: statementYears(gifts) };
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Signing in and out, and the recurring-gift forms; each works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const access = context.services.donorAccess;
  // This language's donor page: its own address, and its own session cookie.
  const locale = localeOfPath(new URL(request.url).pathname);
  const page = pathInLocale(DONOR_PAGE_PATH, locale);
  if (intent === 'sign-in') {
    const setCookie = await access.signIn(linkTokenOf(request, context) ?? '', locale);
    // Refused, the link's cookie stays and the page says the link is spent.
    if (!setCookie) return redirect(page, 303);
    // The session first, then the link's cookie forgotten (for each language's page).
    const headers = new Headers([['Set-Cookie', setCookie]]);
    for (const forget of context.services.privateLinks.clearHeaders('donor').getSetCookie()) {
      headers.append('Set-Cookie', forget);
    }
    return redirect(page, { status: 303, headers });
  }
  if (intent === 'sign-out') {
    const cleared = await access.signOut(request.headers.get('cookie'), locale);
    return redirect(page, { status: 303, headers: { 'Set-Cookie': cleared } });
  }
  const email = await requireDonor(request, context);
  if (intent === 'statement') {
    return askForStatement(email, String(form.get('year') ?? ''), context, locale);
  }
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  const giftId = values.gift_id ?? '';
  const parsed = donorRecurringPostSchema.safeParse(values);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(firstIssuePerField(parsed.error.issues)).map(([name, message]) => [
        name,
        localizeMessage(message, locale),
      ]),
    );
    return data<RecurringAnswer>({ ok: false, giftId, message: '', fields, values }, 400);
  }
  const post = parsed.data;
  const recurring = context.services.donorRecurring;
  try {
    if (post.intent === 'card') {
      return redirect(await recurring.cardPortalUrl(email, post.gift_id, page), 303);
    }
    const result =
      post.intent === 'change'
        ? await recurring.change(email, post.gift_id, { amountCents: post.amount, category: post.category })
        : await recurring[post.intent](email, post.gift_id);
    return data<RecurringAnswer>({ ok: true, giftId, message: recurringMessageIn(result.message, locale) });
  } catch (error) {
    const status = statusOf(error);
    const message = status < 500 && error instanceof Error ? error.message : RECURRING_WORDS.stripeFailed;
    return data<RecurringAnswer>(
      { ok: false, giftId, message: recurringMessageIn(message, locale), values },
      status,
    );
  }
}

/** A donor's own statement for a year they gave in; the email goes out through the outbox. */
async function askForStatement(
  email: string,
  yearText: string,
  context: Route.ActionArgs['context'],
  locale: Locale,
) {
  const t = GIVING_MANAGE_WORDS.in(locale);
  // A year without gifts sends nothing (and says the same), so any four-digit year is harmless.
  const year = Number(yearText);
  if (!/^\d{4}$/.test(yearText) || year < FIRST_STATEMENT_YEAR) {
    return data<StatementAnswer>({ statement: true, ok: false, message: t('statements.chooseYear') }, 400);
  }
  await context.services.statements.requestDonorStatement({ email, year });
  return data<StatementAnswer>({
    statement: true,
    ok: true,
    message: t('statements.sent', { year: String(year), email }),
  });
}

export default function DonorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords(GIVING_MANAGE_WORDS);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      {loaderData.view === 'continue' ? (
        <ContinueSignIn />
      ) : loaderData.view === 'spent' ? (
        <>
          <h1 className="font-serif text-4xl font-bold text-navy-950">{t('linkSpent')}</h1>
          <p className="mt-4 mb-8 text-lg text-navy-800">
            {t('linkSpentHelp', { minutes: DONOR_LINK_MINUTES })}
          </p>
          <DonorLinkSection heading={t('freshLink')} />
        </>
      ) : loaderData.view === 'signed-out' ? (
        <>
          <h1 className="font-serif text-4xl font-bold text-navy-950">{t('signedOutHeading')}</h1>
          <p className="mt-4 mb-8 text-lg text-navy-800">
            {t('signedOutText', { minutes: DONOR_IDLE_MINUTES })}
          </p>
          <DonorLinkSection />
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h1 className="font-serif text-4xl font-bold text-navy-950">{t('pageHeading')}</h1>
            <SignOutForm />
          </div>
          <p className="mt-2 text-navy-800">{t('signedInAs', { email: loaderData.email })}</p>
          <DonorGifts
            gifts={loaderData.gifts}
            recurring={loaderData.recurring}
            answer={actionData && 'statement' in actionData ? undefined : (actionData as RecurringAnswer)}
          />
          <DonorStatements
            years={loaderData.statementYears}
            answer={actionData && 'statement' in actionData ? actionData : undefined}
          />
        </>
      )}
    </div>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
