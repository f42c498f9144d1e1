import { Fragment, useId, useState } from 'react';
import {
  ADMIN_NEWSLETTER_WORDS as M,
  recipientsSummary,
  BODY_MAX,
  type NewsletterAudience,
  type NewsletterComposeInput,
  newsletterComposeSchema,
  type NewsletterSendResponse,
  SUBJECT_MAX,
} from '#shared/newsletter/admin-contract.ts';
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import {
  SUBSCRIBER_SOURCE_LABELS,
  SUBSCRIBER_SOURCES,
  type SubscriberSourceName,
} from '#shared/subscribers/format.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxGroup } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { TextareaField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { useAdminData } from '#client/features/admin/use-admin-data.ts';
import { quietly, useAdminForm } from '#client/features/admin/use-admin-form.ts';
import { newIdempotencyKey, sendNewsletter } from '#client/features/admin/newsletter/newsletter-api.ts';
import { useConfirmation } from '#client/features/admin/newsletter/use-confirmation.ts';
import { EMPTY_DRAFT, PreviewAndTest, readDraft } from '#client/features/admin/newsletter/PreviewAndTest.tsx';

const plural = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;
const LABELS = {
  subject: 'Subject',
  body: 'Message',
  subject_es: 'Spanish subject',
  body_es: 'Spanish message',
  sources: 'Send to subscribers from',
};

/** "sent to 3 subscribers", with how many got each version when there was a Spanish one. */
function sentTo(campaign: NewsletterSendResponse['campaign']): string {
  const byLanguage = campaign.recipients_by_language;
  if (!campaign.subject_es || !byLanguage) return plural(campaign.recipient_count);
  return recipientsSummary(campaign.recipient_count, byLanguage);
}
const SHAPE = { lists: ['sources'] };
const SPANISH_HINT =
  'Subscribers whose language is Spanish get this version; without it, they get the English one. Write both the subject and the message, or neither.';

const checkedSources = (group: HTMLElement) =>
  Array.from(
    group.querySelectorAll<HTMLInputElement>('input[name="sources"]:checked'),
    (box) => box.value as SubscriberSourceName,
  );

/**
 * Compose a newsletter: subject, plain-text body (blank lines make paragraphs), an optional Spanish
 * subject and body (Spanish subscribers get them; docs/product.md#newsletter-and-email-outbox), the
 * subscriber sources with the live count of active people in them, a preview and a test send of
 * each version, and a confirmation before anything is sent.
 * The idempotency key is made when the form opens and renewed only after a send succeeds, so a
 * double click or a resend after a lost answer sends once.
 */
export function ComposeForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const audience = useAdminData<NewsletterAudience>('/api/admin/newsletters/audience/');
  const [sources, setSources] = useState<SubscriberSourceName[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const confirmation = useConfirmation<{ subject: string; sources: SubscriberSourceName[]; count: number }>();

  const activeIn = (source: SubscriberSourceName) =>
    audience.data?.by_source.find((row) => row.source === source)?.active ?? 0;
  const recipientsOf = (chosen: readonly SubscriberSourceName[]) =>
    chosen.reduce((total, source) => total + activeIn(source), 0);

  const form = useAdminForm<NewsletterSendResponse>({
    schema: newsletterComposeSchema,
    shape: SHAPE,
    failureMessage: M.sendFailed,
    // Field messages go under their fields; only a stale key has nowhere else to be said.
    refusalMessage: (error) =>
      Object.keys(error.fields).length > 0 ? (error.fields.idempotency_key?.[0] ?? '') : M.sendFailed,
    // A duplicate: an earlier click already sent it (its answer was lost); nothing went out twice.
    successMessage: ({ campaign, duplicate }) =>
      `Newsletter “${campaign.subject}” ${duplicate ? 'was already sent' : 'sent'} to ${sentTo(campaign)}.`,
    send: async (values) => {
      // Checked by the schema just before; the server checks it again.
      const input = values as NewsletterComposeInput;
      const count = recipientsOf(input.sources as SubscriberSourceName[]);
      if (audience.data && count === 0) {
        form.showErrors({ sources: M.noRecipients });
        throw quietly();
      }
      await confirmation
        .ask({ subject: input.subject.trim(), sources: input.sources as SubscriberSourceName[], count })
        .catch((cancelled: unknown) => {
          form.reset();
          throw cancelled;
        });
      try {
        return await sendNewsletter(input);
      } finally {
        confirmation.close();
      }
    },
    onSuccess: () => {
      setSources([]);
      setDraft(EMPTY_DRAFT);
      setKey(newIdempotencyKey());
      audience.reload();
      onSent();
    },
  });

  const count = recipientsOf(sources);
  const countText =
    audience.status === 'error'
      ? ADMIN_DATA_ERROR
      : sources.length === 0
        ? 'No subscribers chosen yet.'
        : `${plural(count)} will receive this newsletter.`;
  const options = SUBSCRIBER_SOURCES.map((source) => ({
    value: source,
    label: `${SUBSCRIBER_SOURCE_LABELS[source]} (${audience.data ? `${activeIn(source)} active` : '…'})`,
  }));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Compose a newsletter
      </h2>
      <FormKit form={form} className="mt-4 space-y-5">
        <FormMessage
          tone={form.succeeded ? 'success' : form.status === 'error' ? 'error' : null}
          message={form.message}
        />
        <ErrorSummary labels={LABELS} />
        <input type="hidden" name="idempotency_key" value={key} />
        {/*
          A new key after each send also starts empty fields. Not form.reset(): React would not
          notice a box ticked again after it, and the count would not follow.
        */}
        <Fragment key={key}>
          {/* The preview and the test read what is typed, as it is typed. */}
          <div className="space-y-5" onChange={(event) => setDraft(readDraft(event.currentTarget))}>
            <TextField name="subject" label={LABELS.subject} required maxLength={SUBJECT_MAX} />
            <TextareaField
              name="body"
              label={LABELS.body}
              required
              rows={10}
              maxLength={BODY_MAX}
              hint="Plain text. Leave a blank line between paragraphs. An unsubscribe link is added to every email."
            />
            <fieldset className="space-y-5 rounded-md border border-slate-300 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                Spanish version (optional)
              </legend>
              <p className="text-sm text-slate-700">{SPANISH_HINT}</p>
              <TextField name="subject_es" label={LABELS.subject_es} lang="es" maxLength={SUBJECT_MAX} />
              <TextareaField name="body_es" label={LABELS.body_es} lang="es" rows={10} maxLength={BODY_MAX} />
            </fieldset>
          </div>
          {/* The live count follows the boxes as they are ticked. */}
          <div onChange={(event) => setSources(checkedSources(event.currentTarget))}>
            <CheckboxGroup
              name="sources"
              legend={LABELS.sources}
              required
              inline
              options={options}
              hint={
                <span aria-live="polite" className="font-semibold text-navy-950">
                  {countText}
                </span>
              }
            />
          </div>
        </Fragment>
        {/* Not disabled while sending: focus comes back here when the confirmation closes. */}
        <Button type="submit" disabled={!form.ready}>
          Review and send
        </Button>
      </FormKit>
      <PreviewAndTest draft={draft} />

      {confirmation.stage !== 'closed' ? (
        <AdminDialog title={`Send to ${plural(confirmation.question.count)}?`} onClose={confirmation.close}>
          <p className="text-sm text-slate-800">
            “{confirmation.question.subject}” goes to every active subscriber from{' '}
            {confirmation.question.sources.map((source) => SUBSCRIBER_SOURCE_LABELS[source]).join(', ')}. This
            cannot be undone.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              disabled={confirmation.stage === 'confirmed'}
              aria-busy={confirmation.stage === 'confirmed' || undefined}
              onClick={confirmation.confirm}
            >
              {confirmation.stage === 'confirmed'
                ? 'Sending...'
                : `Send to ${plural(confirmation.question.count)}`}
            </Button>
            <Button
              variant="secondary"
              disabled={confirmation.stage === 'confirmed'}
              onClick={confirmation.close}
            >
              Cancel
            </Button>
          </div>
        </AdminDialog>
      ) : null}
    </section>
  );
}
