/**
 * The parts of the donor's own page (routes/giving.manage.tsx). Every form is a real
 * <form method="post"> to the page, so each works without JavaScript; the answer names the
 * recurring gift it is about. They post as documents (reloadDocument) even with JavaScript: the
 * donor cookie's Path is /giving/manage, and React Router's data requests go to
 * /giving/manage.data, which that Path does not cover.
 */
import { Form } from 'react-router';
import { categoryLabel, donationCategoriesIn } from '#shared/giving/words.ts';
import { DONOR_PAGE_PATH, GIVING_MANAGE_WORDS } from '#shared/giving/manage-words.ts';
import { type GIFT_STATUS_LABELS, usd } from '#shared/giving/manage-format.ts';
import { INTL_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { site } from '#shared/site/settings.ts';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass } from '#client/components/form/field-parts.tsx';
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';

/** 'November 27, 2026' / '27 de noviembre de 2026', in the ministry's zone. */
const dateIn = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: site.timeZone }).format(date);

/** '$25.00 + $1.00 fee cover' in the page's words when the donor covered the fee, else '$25.00'. */
function useAmountWithFeeCover(): (amountCents: number, feeCoverCents: number) => string {
  const t = useWords(GIVING_MANAGE_WORDS);
  return (amountCents, feeCoverCents) =>
    feeCoverCents > 0
      ? t('gifts.feeCover', {
          total: usd(amountCents + feeCoverCents),
          gift: usd(amountCents),
          fee: usd(feeCoverCents),
        })
      : usd(amountCents);
}

export interface DonorGiftView {
  id: string;
  paidAt: Date | string;
  amountCents: number;
  feeCoverCents: number;
  category: string;
  status: keyof typeof GIFT_STATUS_LABELS;
  recurring: boolean;
  isDemo: boolean;
}

export interface DonorRecurringView {
  id: string;
  amountCents: number;
  feeCoverCents: number;
  interval: string;
  category: string;
  status: string;
  isDemo: boolean;
}

/** The answer to one recurring-gift form. */
export interface RecurringAnswer {
  ok: boolean;
  giftId: string;
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

export const receiptPath = (donationId: string) => `${DONOR_PAGE_PATH}/receipts/${donationId}`;

/** The sign-in link's token is in the page's own cookie: the POST carries only the intent. */
export function ContinueSignIn() {
  const t = useWords(GIVING_MANAGE_WORDS);
  const page = useLocalePath()(DONOR_PAGE_PATH);
  return (
    <section aria-labelledby="continue-title">
      <h1 id="continue-title" className="font-serif text-4xl font-bold text-navy-950">
        {t('continueHeading')}
      </h1>
      <p className="mt-4 text-lg text-navy-800">{t('continueText')}</p>
      <Form method="post" action={page} reloadDocument className="mt-6">
        <input type="hidden" name="intent" value="sign-in" />
        <Button type="submit" size="lg">
          {t('continueButton')}
        </Button>
      </Form>
    </section>
  );
}

export function SignOutForm() {
  const t = useWords(GIVING_MANAGE_WORDS);
  return (
    <Form method="post" action={useLocalePath()(DONOR_PAGE_PATH)} reloadDocument>
      <input type="hidden" name="intent" value="sign-out" />
      <Button type="submit" variant="secondary" size="sm">
        {t('signOut')}
      </Button>
    </Form>
  );
}

function DemoBadge() {
  const t = useWords(GIVING_MANAGE_WORDS);
  return (
    <span className="ml-2 rounded-md border border-gold-400 bg-gold-100 px-2 py-0.5 text-sm font-semibold text-navy-950">
      {t('demoLabel')}
    </span>
  );
}

function GiftAction({
  gift,
  intent,
  label,
  danger,
}: {
  gift: DonorRecurringView;
  intent: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action={useLocalePath()(DONOR_PAGE_PATH)} reloadDocument>
      <input type="hidden" name="gift_id" value={gift.id} />
      <Button type="submit" name="intent" value={intent} variant={danger ? 'danger' : 'secondary'} size="sm">
        {label}
      </Button>
    </Form>
  );
}

function RecurringGiftCard({
  gift,
  answer,
}: {
  gift: DonorRecurringView;
  answer: RecurringAnswer | undefined;
}) {
  const mine = answer?.giftId === gift.id ? answer : undefined;
  const id = (name: string) => `gift-${gift.id}-${name}`;
  const paused = gift.status === 'paused';
  const locale = useLocale();
  const t = GIVING_MANAGE_WORDS.in(locale);
  const page = useLocalePath()(DONOR_PAGE_PATH);
  const amountWithFeeCover = useAmountWithFeeCover();
  const statusKey = `status.${gift.status}`;
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm" aria-labelledby={id('title')}>
      <h3 id={id('title')} className="text-lg font-semibold text-navy-950">
        {t(gift.interval === 'week' ? 'recurring.titleWeekly' : 'recurring.titleMonthly', {
          amount: amountWithFeeCover(gift.amountCents, gift.feeCoverCents),
          category: categoryLabel(gift.category, locale),
        })}
        {gift.isDemo ? <DemoBadge /> : null}
      </h3>
      <p className="text-navy-800">
        {t('recurring.status', {
          status: GIVING_MANAGE_WORDS.keys.includes(statusKey as never) ? t(statusKey as never) : gift.status,
        })}
      </p>
      {gift.isDemo ? <p className="mt-1 text-sm text-navy-700">{t('recurring.demoNote')}</p> : null}
      {mine ? (
        <p
          role={mine.ok ? 'status' : 'alert'}
          className={`mt-3 font-semibold ${mine.ok ? 'text-green-800' : 'text-red-800'}`}
        >
          {mine.message || t('recurring.checkFields')}
        </p>
      ) : null}
      {paused ? null : (
        <Form
          method="post"
          action={page}
          reloadDocument
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="gift_id" value={gift.id} />
          <div>
            <label htmlFor={id('amount')} className="text-sm font-semibold text-navy-950">
              {t('recurring.newAmount')}
            </label>
            <input
              id={id('amount')}
              name="amount"
              inputMode="decimal"
              required
              defaultValue={mine?.values?.amount ?? (gift.amountCents / 100).toFixed(2)}
              aria-invalid={mine?.fields?.amount ? true : undefined}
              aria-describedby={mine?.fields?.amount ? id('amount-error') : undefined}
              className={controlClass}
            />
            {mine?.fields?.amount ? (
              <p id={id('amount-error')} className="mt-1 text-sm text-red-800">
                {mine.fields.amount}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={id('category')} className="text-sm font-semibold text-navy-950">
              {t('recurring.designatedTo')}
            </label>
            <select
              id={id('category')}
              name="category"
              defaultValue={mine?.values?.category ?? gift.category}
              className={controlClass}
            >
              {donationCategoriesIn(locale).map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="intent" value="change" size="md">
            {t('recurring.change')}
          </Button>
        </Form>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {paused ? (
          <GiftAction gift={gift} intent="resume" label={t('recurring.resume')} />
        ) : (
          <GiftAction gift={gift} intent="pause" label={t('recurring.pause')} />
        )}
        {gift.isDemo ? null : <GiftAction gift={gift} intent="card" label={t('recurring.card')} />}
        <GiftAction gift={gift} intent="cancel" label={t('recurring.cancel')} danger />
      </div>
    </li>
  );
}

export function DonorGifts({
  gifts,
  recurring,
  answer,
}: {
  gifts: DonorGiftView[];
  recurring: DonorRecurringView[];
  answer: RecurringAnswer | undefined;
}) {
  const locale = useLocale();
  const t = GIVING_MANAGE_WORDS.in(locale);
  const amountWithFeeCover = useAmountWithFeeCover();
  const localePath = useLocalePath();
  return (
    <>
      {recurring.length > 0 ? (
        <section aria-labelledby="recurring-title" className="mt-10">
          <h2 id="recurring-title" className="font-serif text-2xl font-bold text-navy-950">
            {t('recurring.heading')}
          </h2>
          <ul className="mt-4 space-y-4">
            {recurring.map((gift) => (
              <RecurringGiftCard key={gift.id} gift={gift} answer={answer} />
            ))}
          </ul>
        </section>
      ) : answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className="mt-6 font-semibold text-navy-900">
          {answer.message}
        </p>
      ) : null}
      <section aria-labelledby="gifts-title" className="mt-10">
        <h2 id="gifts-title" className="font-serif text-2xl font-bold text-navy-950">
          {t('gifts.heading')}
        </h2>
        {gifts.length === 0 ? (
          <p className="mt-4 text-navy-800">{t('noGifts')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-navy-900">
              <thead>
                <tr className="border-b border-navy-200">
                  <th scope="col" className="py-2 pr-4">
                    {t('gifts.date')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('gifts.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('gifts.designatedTo')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('gifts.status')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('gifts.receipt')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {gifts.map((gift) => (
                  <tr key={gift.id} className="border-b border-navy-100">
                    <td className="py-2 pr-4">{dateIn(new Date(gift.paidAt), locale)}</td>
                    <td className="py-2 pr-4">
                      {amountWithFeeCover(gift.amountCents, gift.feeCoverCents)}
                      {gift.recurring ? t('gifts.recurringMark') : ''}
                      {gift.isDemo ? <DemoBadge /> : null}
                    </td>
                    <td className="py-2 pr-4">{categoryLabel(gift.category, locale)}</td>
                    <td className="py-2 pr-4">{t(`giftStatus.${gift.status}`)}</td>
                    <td className="py-2">
                      <a
                        href={localePath(receiptPath(gift.id))}
                        download
                        className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
                      >
                        {t('gifts.download')}
                        <span className="sr-only">
                          {t('gifts.downloadFor', { date: dateIn(new Date(gift.paidAt), locale) })}
                        </span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
