/**
 * Below the compose form: each version as its subscribers will read it (the footer in its language),
 * and a test send of either to one address (docs/product.md#newsletter-and-email-outbox). Outside the
 * compose form's <form>: a test never sends the newsletter.
 */
import { useId, useState } from 'react';
import type { Locale } from '#shared/i18n/locales.ts';
import { ADMIN_NEWSLETTER_WORDS as M, NEWSLETTER_LANGUAGE_LABELS } from '#shared/newsletter/admin-words.ts';
import { NEWSLETTER_WORDS } from '#shared/newsletter/words.ts';
import { site } from '#shared/site/settings.ts';
import { Button } from '#client/components/form/Button.tsx';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { sendNewsletterTest } from '#client/features/admin/newsletter/newsletter-api.ts';
import { ApiError } from '#client/lib/api.ts';

/** What staff have typed so far, read from the compose form as they type. */
export interface NewsletterDraft {
  subject: string;
  body: string;
  subject_es: string;
  body_es: string;
}

export const EMPTY_DRAFT: NewsletterDraft = { subject: '', body: '', subject_es: '', body_es: '' };

export function readDraft(form: HTMLElement): NewsletterDraft {
  const value = (name: string) =>
    (form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value ?? '').trim();
  return {
    subject: value('subject'),
    body: value('body'),
    subject_es: value('subject_es'),
    body_es: value('body_es'),
  };
}

const versionOf = (draft: NewsletterDraft, locale: Locale) =>
  locale === 'es'
    ? { subject: draft.subject_es, body: draft.body_es }
    : { subject: draft.subject, body: draft.body };

/** The email as its subscribers see it: subject, paragraphs, and the footer every newsletter carries. */
function EmailPreview({ draft, locale }: { draft: NewsletterDraft; locale: Locale }) {
  const t = NEWSLETTER_WORDS.in(locale);
  const { subject, body } = versionOf(draft, locale);
  const paragraphs = body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div lang={locale} className="space-y-3 text-sm text-slate-900">
      <p>
        <span className="font-semibold">Subject: </span>
        {subject || '—'}
      </p>
      <div className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3 font-serif whitespace-pre-line">
        {paragraphs.length > 0 ? paragraphs.map((paragraph, at) => <p key={at}>{paragraph}</p>) : <p>—</p>}
        <hr className="border-slate-300" />
        <p className="text-xs text-slate-700">
          {t('campaign.why', { siteName: site.name, siteUrl: window.location.origin })}
          <br />
          <span className="underline">{t('campaign.unsubscribeLink')}</span>
        </p>
      </div>
    </div>
  );
}

export function PreviewAndTest({ draft }: { draft: NewsletterDraft }) {
  const id = useId();
  const [previewing, setPreviewing] = useState<Locale | null>(null);
  const [to, setTo] = useState('');
  const [sending, setSending] = useState<Locale | null>(null);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const hasSpanish = Boolean(draft.subject_es && draft.body_es);

  async function sendTest(language: Locale) {
    setSending(language);
    setAnswer(null);
    try {
      const { message } = await sendNewsletterTest({ ...draft, language, to: to.trim() });
      setAnswer({ tone: 'success', text: message });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const said = Object.values(fields).flat()[0];
      setAnswer({ tone: 'error', text: said ?? M.testFailed });
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={() => setPreviewing('en')}>
          Preview English
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasSpanish} onClick={() => setPreviewing('es')}>
          Preview Spanish
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-semibold text-slate-800">
            Send a test to
          </label>
          <input
            id={`${id}-to`}
            type="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            placeholder="you@example.org"
            className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600"
          />
        </div>
        {(['en', 'es'] as const).map((language) => (
          <Button
            key={language}
            variant="secondary"
            size="sm"
            disabled={sending !== null || (language === 'es' && !hasSpanish)}
            aria-busy={sending === language || undefined}
            onClick={() => void sendTest(language)}
          >
            {sending === language ? 'Sending...' : `Send ${NEWSLETTER_LANGUAGE_LABELS[language]} test`}
          </Button>
        ))}
      </div>
      {answer ? (
        <p
          role={answer.tone === 'error' ? 'alert' : 'status'}
          className={`text-sm font-medium ${answer.tone === 'error' ? 'text-red-800' : 'text-green-800'}`}
        >
          {answer.text}
        </p>
      ) : null}
      {previewing ? (
        <AdminDialog
          title={`${NEWSLETTER_LANGUAGE_LABELS[previewing]} version`}
          onClose={() => setPreviewing(null)}
        >
          <EmailPreview draft={draft} locale={previewing} />
        </AdminDialog>
      ) : null}
    </div>
  );
}
