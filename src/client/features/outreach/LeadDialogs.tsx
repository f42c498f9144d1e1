/**
 * The two lead invitations of the devotional and press pages: a free devotional (its success starts
 * the PDF download) and event details. Each is first a link to the lead's own page, which works
 * without JavaScript; once React runs it becomes a button that opens the same form in a <Dialog>.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '#client/components/Dialog.tsx';
import { useHydrated } from '#client/components/useHydrated.ts';
import { useLocale, useLocalePath } from '#client/lib/locale.ts';
import { LeadForm } from '#client/features/outreach/LeadForm.tsx';
import {
  type Devotional,
  devotionalLead,
  eventDetailsPage,
  eventLeadIn,
  type LandingPath,
  devotionalLeadPage,
  type LeadKind,
} from '#client/features/outreach/leads.ts';

export type { Devotional };

function LeadOpener({
  lead,
  page,
  label,
  className,
  lang,
}: {
  lead: LeadKind;
  page: string;
  label: string;
  className: string;
  /** "en" when the label shows the English on a Spanish page (useLangOf). */
  lang?: string | undefined;
}) {
  const hydrated = useHydrated();
  const localePath = useLocalePath();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <a href={localePath(page)} lang={lang} className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        lang={lang}
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {/* In <body>, not inside the opener's section: a dark section (.on-dark) must not restyle the
          light dialog's fields. */}
      {createPortal(
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={lead.title}
          description={lead.languageNote ? `${lead.description} ${lead.languageNote}` : lead.description}
        >
          <LeadForm lead={lead} action={localePath(page)} onDone={() => setOpen(false)} />
        </Dialog>,
        document.body,
      )}
    </>
  );
}

export function DevotionalLeadButton({
  landing,
  devotional,
  label,
  className,
  lang,
}: {
  /**
   * The landing whose devotional this is (its lead page opens without JavaScript). The 30-day book's
   * pages send the book title too (docs/product.md#devotional-downloads-and-leads).
   */
  landing: LandingPath;
  devotional: Devotional;
  label: string;
  className: string;
  /** "en" when the label shows the English on a Spanish page (useLangOf). */
  lang?: string | undefined;
}) {
  const locale = useLocale();
  return (
    <LeadOpener
      lead={devotionalLead(landing, devotional, locale)}
      page={devotionalLeadPage(landing)}
      label={label}
      className={className}
      lang={lang}
    />
  );
}

export function EventLeadButton({
  label,
  className,
  landing = '/devotional-whom',
  lang,
}: {
  label: string;
  className: string;
  /** "en" when the label shows the English on a Spanish page (useLangOf). */
  lang?: string | undefined;
  /** The landing whose event-details page the link opens without JavaScript. */
  landing?: LandingPath;
}) {
  const locale = useLocale();
  return (
    <LeadOpener
      lead={eventLeadIn(locale)}
      page={eventDetailsPage(landing)}
      label={label}
      className={className}
      lang={lang}
    />
  );
}
