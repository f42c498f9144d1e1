/**
 * A lead form on a page of its own: where the dialog's opener leads without JavaScript, and where
 * the form posts (routes/outreach.lead-devotional.tsx, routes/outreach.lead-event-details.tsx). The answer to a post
 * remounts the form so it shows that answer: the thanks (with the download link) or what to fix.
 */
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { LeadForm, type LeadExtra } from '#client/features/outreach/LeadForm.tsx';
import { LANDINGS, type LandingPath, type LeadKind } from '#client/features/outreach/leads.ts';
import { Card, PageHero, RequiredNote } from '#client/features/outreach/page-parts.tsx';
import { SiteLink } from '#client/components/SiteLink.tsx';
import { OUTREACH_WORDS } from '#shared/outreach/words.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

export function LeadPage({
  landing,
  lead,
  page,
  answer,
}: {
  landing: LandingPath;
  lead: LeadKind;
  page: string;
  answer: FormOutcome<LeadExtra> | undefined;
}) {
  const t = useWords(OUTREACH_WORDS);
  const localePath = useLocalePath();
  return (
    <>
      <PageHero eyebrow={LANDINGS[landing].title} title={lead.title}>
        <p>{lead.pageIntro}</p>
        {lead.languageNote ? <p className="mt-3 font-semibold">{lead.languageNote}</p> : null}
      </PageHero>
      {/* Aligned with the hero's text, at a width the form reads well in. */}
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
        <Card className="max-w-2xl">
          <RequiredNote className="mb-6" />
          <LeadForm
            key={JSON.stringify(answer ?? null)}
            lead={lead}
            action={localePath(page)}
            initial={answer}
          />
        </Card>
        <p className="mt-8 text-navy-800">
          <SiteLink to={landing} className="font-semibold text-navy-900 underline">
            {t('lead.back', { title: LANDINGS[landing].title })}
          </SiteLink>
        </p>
      </div>
    </>
  );
}
