/** Shared set-up for the outreach API tests: one app with a real SMTP server and a staff address. */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FakeSmtp } from '#tests/fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import type { ContentDocuments, ContentKey } from '#shared/content/document-types.ts';
import { seedDocument } from '#server/features/content/content.seed-files.ts';
import {
  bibleStudySignups,
  contactMessages,
  contentDocuments,
  devotionalLeads,
  emailOutbox,
  emailSubscribers,
  eventLeads,
  formRejections,
  prayerRequests,
} from '#server/db/schema/index.ts';

export const STAFF = 'staff@ministry.test';
/** A fill time a person could have taken. */
export const human = () => ({ website: '', form_started_at: Date.now() - 8000 });

export interface OutreachKit {
  t: TestApp;
  smtp: FakeSmtp;
  post(url: string, payload: unknown): ReturnType<TestApp['request']>;
  rows(table: PgTable): Promise<number>;
  /** The posts turned away as automated, counted for staff. */
  rejections(): Promise<Array<{ form: string; reason: string }>>;
  /**
   * Publishes `change` of the site-content document `key` (as staff would in /admin/content) until
   * the next reset, which puts back the document as seeded.
   */
  publish<K extends ContentKey>(
    key: K,
    change: (seeded: ContentDocuments[K]) => ContentDocuments[K],
  ): Promise<void>;
  /** Waits for delivery, then forgets every record and message (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutreachKit(env: Record<string, string> = {}): Promise<OutreachKit> {
  const t = await createTestApp({ env: { STAFF_EMAIL: STAFF, ...env }, smtp: true });
  const { smtp } = t;
  const tables = [
    contactMessages,
    prayerRequests,
    devotionalLeads,
    eventLeads,
    bibleStudySignups,
    emailSubscribers,
    emailOutbox,
    formRejections,
  ];
  const published = new Set<ContentKey>();
  async function setPublished(key: ContentKey, body: unknown) {
    await t.db
      .insert(contentDocuments)
      .values({ key, published: body, publishedAt: new Date() })
      .onConflictDoUpdate({
        target: [contentDocuments.key, contentDocuments.locale],
        set: { published: body },
      });
    await t.app.services.contentStore.contentChanged(key);
  }
  return {
    t,
    smtp,
    post: (url, payload) => t.request({ method: 'POST', url, payload: payload as object }),
    rows: async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n,
    rejections: () => formRejectionRows(t.db),
    async publish(key, change) {
      await setPublished(key, change(seedDocument(key)));
      published.add(key);
    },
    async reset() {
      await t.app.services.outbox.idle();
      for (const table of tables) await t.db.delete(table);
      smtp.messages.length = 0;
      for (const key of published) await setPublished(key, seedDocument(key));
      published.clear();
    },
    close: () => t.close(),
  };
}
