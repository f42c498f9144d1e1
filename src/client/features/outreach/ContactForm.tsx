/**
 * The contact form: idle, submitting ('Sending...'), success with the server's message and 'Send
 * Another', or error. The shared schema checks it in the browser before anything is sent; without
 * JavaScript it posts to /contact, whose action does the same (routes/outreach.contact.tsx).
 */
import {
  LIMITS,
  OUTREACH_API,
  OUTREACH_FORM_SHAPES,
  OUTREACH_ANSWER_KEYS,
  OUTREACH_WORDS,
} from '#shared/outreach/words.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, TextareaField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { apiRequest } from '#client/lib/api.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

export const CONTACT_PAGE = '/contact';

export function ContactForm({ initial }: { initial?: FormOutcome | undefined }) {
  const t = useWords(OUTREACH_WORDS);
  const localePath = useLocalePath();
  const LABELS = {
    name: t('contact.name'),
    email: t('contact.email'),
    subject: t('contact.subject'),
    message: t('contact.message'),
  };
  const form = useForm({
    schema: () => import('#shared/outreach/contract.ts').then((module) => module.contactSchema),
    shape: OUTREACH_FORM_SHAPES.contact,
    guarded: true,
    failureMessage: OUTREACH_ANSWER_KEYS.contactFailure,
    send: (values) => apiRequest<{ message: string }>(OUTREACH_API.contact, { body: values }),
    initial,
  });

  if (form.succeeded) {
    return (
      <SuccessPanel
        id={form.answerId}
        panelRef={form.successRef}
        message={form.message}
        againLabel={t('contact.again')}
        againHref={localePath(CONTACT_PAGE)}
        onAgain={form.reset}
      />
    );
  }
  return (
    <FormKit form={form} action={localePath(CONTACT_PAGE)} className="space-y-5">
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={LABELS.name} required autoComplete="name" maxLength={LIMITS.name} />
        <EmailField name="email" label={LABELS.email} required maxLength={LIMITS.email} />
      </div>
      <TextField name="subject" label={LABELS.subject} required maxLength={LIMITS.subject} />
      <TextareaField name="message" label={LABELS.message} required rows={6} maxLength={LIMITS.message} />
      <CheckboxField name="subscribe_to_newsletter" label={t('contact.newsletter')} />
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </FormKit>
  );
}
