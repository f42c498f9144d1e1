/**
 * The parts of the donor's own page (routes/giving.manage.tsx). Every form is a real
 * <form method="post"> to the page, so each works without JavaScript; the answer names the
 * recurring gift it is about. They post as documents (reloadDocument) even with JavaScript: the
 * donor cookie's Path is /giving/manage, and React Router's data requests go to
 * /giving/manage.data, which that Path does not cover.
 */
import { Form } from 'react-router';
import { categoryLabel, DONATION_CATEGORIES } from '#shared/giving/words.ts';
import { DONOR_PAGE_WORDS, DONOR_PAGE_PATH, RECURRING_WORDS } from '#shared/giving/manage-words.ts';
import {
  amountWithFeeCover,
  donorDate,
  GIFT_STATUS_LABELS,
  intervalWords,
  RECURRING_STATUS_LABELS,
} from '#shared/giving/manage-format.ts';
import { Button } from '#client/components/form/Button.tsx';
import { controlClass } from '#client/components/form/field-parts.tsx';

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
  return (
    <section aria-labelledby="continue-title">
      <h1 id="continue-title" className="font-serif text-4xl font-bold text-navy-950">
        {DONOR_PAGE_WORDS.continueHeading}
      </h1>
      <p className="mt-4 text-lg text-navy-800">{DONOR_PAGE_WORDS.continueText}</p>
      <Form method="post" action={DONOR_PAGE_PATH} reloadDocument className="mt-6">
        <input type="hidden" name="intent" value="sign-in" />
        <Button type="submit" size="lg">
          {DONOR_PAGE_WORDS.continueButton}
        </Button>
      </Form>
    </section>
  );
}

export function SignOutForm() {
  return (
    <Form method="post" action={DONOR_PAGE_PATH} reloadDocument>
      <input type="hidden" name="intent" value="sign-out" />
      <Button type="submit" variant="secondary" size="sm">
        {DONOR_PAGE_WORDS.signOut}
      </Button>
    </Form>
  );
}

function DemoBadge() {
  return (
    <span className="ml-2 rounded-md border border-gold-400 bg-gold-100 px-2 py-0.5 text-sm font-semibold text-navy-950">
      {DONOR_PAGE_WORDS.demoLabel}
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
    <Form method="post" action={DONOR_PAGE_PATH} reloadDocument>
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
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm" aria-labelledby={id('title')}>
      <h3 id={id('title')} className="text-lg font-semibold text-navy-950">
        {amountWithFeeCover(gift.amountCents, gift.feeCoverCents)} {intervalWords(gift.interval)} to{' '}
        {categoryLabel(gift.category)}
        {gift.isDemo ? <DemoBadge /> : null}
      </h3>
      <p className="text-navy-800">Status: {RECURRING_STATUS_LABELS[gift.status] ?? gift.status}</p>
      {gift.isDemo ? <p className="mt-1 text-sm text-navy-700">{RECURRING_WORDS.demoNote}</p> : null}
      {mine ? (
        <p
          role={mine.ok ? 'status' : 'alert'}
          className={`mt-3 font-semibold ${mine.ok ? 'text-green-800' : 'text-red-800'}`}
        >
          {mine.message || 'Please check the fields below.'}
        </p>
      ) : null}
      {paused ? null : (
        <Form
          method="post"
          action={DONOR_PAGE_PATH}
          reloadDocument
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="gift_id" value={gift.id} />
          <div>
            <label htmlFor={id('amount')} className="text-sm font-semibold text-navy-950">
              New amount (USD)
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
              Designated to
            </label>
            <select
              id={id('category')}
              name="category"
              defaultValue={mine?.values?.category ?? gift.category}
              className={controlClass}
            >
              {DONATION_CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="intent" value="change" size="md">
            Change from the next charge
          </Button>
        </Form>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {paused ? (
          <GiftAction gift={gift} intent="resume" label="Resume" />
        ) : (
          <GiftAction gift={gift} intent="pause" label="Pause" />
        )}
        {gift.isDemo ? null : <GiftAction gift={gift} intent="card" label="Change card" />}
        <GiftAction gift={gift} intent="cancel" label="Cancel this recurring gift" danger />
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
  return (
    <>
      {recurring.length > 0 ? (
        <section aria-labelledby="recurring-title" className="mt-10">
          <h2 id="recurring-title" className="font-serif text-2xl font-bold text-navy-950">
            Recurring gifts
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
          Your gifts
        </h2>
        {gifts.length === 0 ? (
          <p className="mt-4 text-navy-800">{DONOR_PAGE_WORDS.noGifts}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-navy-900">
              <thead>
                <tr className="border-b border-navy-200">
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Designated to
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    Receipt
                  </th>
                </tr>
              </thead>
              <tbody>
                {gifts.map((gift) => (
                  <tr key={gift.id} className="border-b border-navy-100">
                    <td className="py-2 pr-4">{donorDate(new Date(gift.paidAt))}</td>
                    <td className="py-2 pr-4">
                      {amountWithFeeCover(gift.amountCents, gift.feeCoverCents)}
                      {gift.recurring ? ' (recurring)' : ''}
                      {gift.isDemo ? <DemoBadge /> : null}
                    </td>
                    <td className="py-2 pr-4">{categoryLabel(gift.category)}</td>
                    <td className="py-2 pr-4">{GIFT_STATUS_LABELS[gift.status]}</td>
                    <td className="py-2">
                      <a
                        href={receiptPath(gift.id)}
                        download
                        className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4"
                      >
                        Download PDF
                        <span className="sr-only">
                          {' '}
                          receipt for the gift of {donorDate(new Date(gift.paidAt))}
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
