/**
 * The two lead modals of the devotional and press pages: a free devotional (its success starts the
 * PDF download) and event details. Each is a button that opens a <Dialog> holding a <LeadForm>.
 */
import { useState } from 'react';
import {
  DEVOTIONAL_INTERESTS,
  EVENT_INTERESTS,
  LEAD_MESSAGES,
  OUTREACH_API,
} from '#shared/outreach-messages.ts';
import devotionals from '../../../../content/devotionals.json' with { type: 'json' };
import { Dialog } from '../../components/Dialog.tsx';
import { trackLead } from '../../lib/analytics.ts';
import { LeadForm } from './LeadForm.tsx';

export type Devotional = (typeof devotionals)[keyof typeof devotionals];

const DEVOTIONAL_INTEREST_LABELS: Record<(typeof DEVOTIONAL_INTERESTS)[number], string> = {
  devotionals: 'More free devotionals',
  events: 'Gatherings and events',
  prophecy: 'Prophetic teaching',
};
const EVENT_INTEREST_LABELS: Record<(typeof EVENT_INTERESTS)[number], string> = {
  prayer_ministry: 'Prayer ministry',
  volunteer: 'Volunteering',
  updates: 'Event updates',
};

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

export function DevotionalLeadButton({
  devotional,
  withSource,
  label,
  className,
}: {
  devotional: Devotional;
  /** The 30-day book page sends the source and book title (spec section 7). */
  withSource: boolean;
  label: string;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Get your free ${devotional.shortTitle}`}
        description={`Tell us where to send ${devotional.title}. The PDF downloads as soon as you submit.`}
      >
        <LeadForm<{ download_url?: string }>
          endpoint={OUTREACH_API.devotionalLead}
          phoneRequired={false}
          interests={DEVOTIONAL_INTERESTS.map((value) => ({
            value,
            label: DEVOTIONAL_INTEREST_LABELS[value],
          }))}
          extra={
            withSource
              ? { source: devotional.source, book_title: devotional.bookTitle }
              : { source: devotional.source }
          }
          submitLabel="Download Free Devotional"
          successMessage={LEAD_MESSAGES.devotionalSuccess}
          onSuccess={(result) => {
            trackLead({ form: `devotional:${devotional.source}` });
            startDownload(result?.download_url ?? devotional.pdf, devotional.fileName);
          }}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}

export function EventLeadButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Get event details"
        description="Leave your details and we will contact you with dates, times and places for our next gatherings."
      >
        <LeadForm
          endpoint={OUTREACH_API.eventLead}
          phoneRequired
          interests={EVENT_INTERESTS.map((value) => ({ value, label: EVENT_INTEREST_LABELS[value] }))}
          submitLabel="Send Me Event Details"
          successMessage={LEAD_MESSAGES.eventSuccess}
          onSuccess={() => trackLead({ form: 'event-interest' })}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
