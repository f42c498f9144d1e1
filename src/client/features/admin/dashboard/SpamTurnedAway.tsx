import type { DashboardSpam } from '#shared/dashboard/format.ts';

/** What staff call each public form; the server counts by route or page path. */
const FORM_NAMES: Record<string, string> = {
  '/api/contact/': 'Contact form',
  '/api/prayer-request/': 'Prayer requests',
  '/api/devotional-lead/': 'Devotional downloads',
  '/api/event-lead/': 'Event interest',
  '/api/bible-study-signup/': 'Bible study sign-up',
  '/api/events/:id/rsvp/': 'Event RSVPs',
  '/api/donations/': 'Giving',
  '/api/giving/manage/link/': 'Donor sign-in links',
  '/api/house-church/house-churches/:id/join/': 'House church join requests',
  '/api/house-church/house-church-leaders/apply/': 'Leader applications',
  '/api/newsletter/subscribe/': 'Newsletter sign-up',
};

/** A form's name for staff: known API forms by name, page posts (no JavaScript) by their page. */
export function spamFormName(form: string): string {
  return FORM_NAMES[form] ?? (form.startsWith('/api/') ? form : `The ${form} page`);
}

export function spamCaption(week: number): string {
  return `${week === 1 ? 'form post' : 'form posts'} refused as automated or too frequent in the last 7 days; nothing in them was kept`;
}

/**
 * How much spam the public forms kept out, so staff can see the guard working (and notice when a
 * form is under attack). Informational: there is no screen of rejections, so no link.
 */
export function SpamTurnedAway({ spam }: { spam: DashboardSpam }) {
  return (
    <section
      aria-labelledby="dashboard-spam-title"
      className="rounded-lg border border-slate-300 bg-white p-4 shadow-sm"
    >
      <h2 id="dashboard-spam-title" className="text-sm font-semibold text-slate-800">
        Spam turned away this week
      </h2>
      <p className="mt-1 text-3xl font-bold text-slate-900">{spam.week}</p>
      <p className="text-sm text-slate-700">{spamCaption(spam.week)}</p>
      {spam.by_form.length > 0 ? (
        <ul aria-label="By form" className="mt-2 space-y-0.5 text-xs text-slate-700">
          {spam.by_form.map((row) => (
            <li key={row.form}>
              {spamFormName(row.form)}: {row.count}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
