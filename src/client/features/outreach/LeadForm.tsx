/**
 * The lead form (docs/product.md#devotional-pages-and-lead-dialogs), in a dialog on the devotional landings
 * and on a page of its own for a visit without JavaScript: name and email required, phone required only for
 * event leads, optional interests. The button reads 'Processing...' while it sends. Success is shown only for
 * a lead the server stored: in a dialog the message stays two seconds, then the form empties and the dialog
 * closes; on its page the thanks stay, with the devotional's download link.
 */
import { useEffect, useRef } from 'react';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { LEAD_MODAL_CLOSE_MS, LIMITS, OUTREACH_ANSWER_KEYS, OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { useWords } from '#client/lib/locale.ts';
import { buttonVariants, Button } from '#client/components/form/Button.tsx';
import { CheckboxField, CheckboxGroup } from '#client/components/form/choice-fields.tsx';
import { ErrorSummary } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, PhoneField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { trackLead } from '#client/lib/analytics.ts';
import { apiRequest } from '#client/lib/api.ts';
import type { LeadKind } from '#client/features/outreach/leads.ts';
import { OutcomeLine } from '#client/features/outreach/page-parts.tsx';

/** The API's answer; a devotional lead's also names the PDF. */
export interface LeadAnswer {
  message: string;
  download_url?: string;
}
/** What a page post's answer carries besides the message (routes/outreach.lead-devotional.tsx). */
export interface LeadExtra {
  download_url?: string;
}

/** Starts the PDF download the way a link would, so the browser keeps the visitor on the page. */
function startDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function LeadForm({
  lead,
  action,
  initial,
  onDone,
}: {
  lead: LeadKind;
  /** The lead's own page, where the form posts without JavaScript. */
  action: string;
  initial?: FormOutcome<LeadExtra> | undefined;
  /** In a dialog: called when the success pause is over, to close it. */
  onDone?: () => void;
}) {
  const t = useWords(OUTREACH_WORDS);
  const LABELS = {
    name: t('lead.name'),
    email: t('lead.email'),
    phone: t('lead.phone'),
    interests: t('lead.interests'),
  };
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);
  const form = useForm<LeadAnswer>({
    schema: lead.schema,
    shape: lead.shape,
    guarded: true,
    failureMessage: OUTREACH_ANSWER_KEYS.leadFailure,
    send: (values) => apiRequest<LeadAnswer>(lead.endpoint, { body: values }),
    successMessage: (answer) => answer.message || lead.successMessage,
    onSuccess: (answer, element) => {
      trackLead({ form: lead.trackAs });
      if (lead.download) startDownload(answer.download_url ?? lead.download.url, lead.download.fileName);
      if (!onDone) return;
      doneTimer.current = setTimeout(() => {
        element.reset();
        form.reset();
        onDone();
      }, LEAD_MODAL_CLOSE_MS);
    },
    initial,
  });

  if (form.succeeded && !onDone) {
    const url = form.result?.download_url ?? initial?.extra?.download_url ?? lead.download?.url;
    return (
      <SuccessPanel id={form.answerId} panelRef={form.successRef} message={form.message}>
        {lead.download && url ? (
          <a href={url} download={lead.download.fileName} className={buttonVariants()}>
            {t('lead.download', { title: lead.download.title })}
          </a>
        ) : null}
      </SuccessPanel>
    );
  }
  const tone = form.succeeded ? 'success' : form.status === 'error' ? 'error' : null;
  return (
    <FormKit form={form} action={action} className="space-y-4">
      <ErrorSummary labels={LABELS} always={Boolean(initial && !initial.ok)} />
      <TextField name="name" label={LABELS.name} required autoComplete="name" maxLength={LIMITS.name} />
      <EmailField name="email" label={LABELS.email} required maxLength={LIMITS.email} />
      <PhoneField name="phone" label={LABELS.phone} required={lead.phoneRequired} maxLength={LIMITS.phone} />
      <CheckboxGroup name="interests" legend={LABELS.interests} required={false} options={lead.interests} />
      <CheckboxField name="subscribe_to_newsletter" defaultChecked label={t('lead.newsletter')} />
      {Object.entries(lead.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <OutcomeLine focusRef={form.successRef} tone={tone} message={form.message} />
      <Button
        type="submit"
        className="w-full"
        disabled={form.submitting || form.succeeded}
        aria-busy={form.submitting || undefined}
      >
        {form.submitting ? t('lead.processing') : lead.submitLabel}
      </Button>
    </FormKit>
  );
}
