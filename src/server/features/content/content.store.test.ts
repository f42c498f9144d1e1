/**
 * The content documents' store on a real database: the seed from content/ (once), the published
 * version cached until a change, the draft for previews, and, on PostgreSQL, a change through one
 * app process reaching another (two apps on one database stand for two processes).
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { createTestDatabase, usingPostgres } from '#tests/helpers/database.ts';
import about from '#content/about.json' with { type: 'json' };
import { CONTENT_KEYS } from '#shared/content/document-types.ts';
import type { Database } from '#server/db/client.ts';
import { contentDocuments, contentVersions } from '#server/db/schema/index.ts';
import {
  CONTENT_FRESH_MS,
  SEEDED_BY_NAME,
  seedContentDocuments,
} from '#server/features/content/content.store.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  const closing = apps.splice(0).reverse();
  for (const t of closing) await t.app.close();
  for (const database of new Set(closing.map((t) => t.database))) await database.close();
});

async function appWith(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

/** A publish as the write side makes it, without its service: the row changes in the database. */
async function publishDirectly(db: Database, mission: string) {
  await db
    .update(contentDocuments)
    .set({ published: { ...about, mission: { ...about.mission, text: mission } } })
    .where(eq(contentDocuments.key, 'about'));
}

describe('the site content store', () => {
  it('seeds every content/ file once, as version 1 by "Seeded from content/"; a second run adds nothing', async () => {
    const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
    const t = await appWith({ clock });
    expect(await seedContentDocuments(t.db, clock)).toEqual({ documents: CONTENT_KEYS.length });
    expect(await seedContentDocuments(t.db, clock)).toEqual({ documents: 0 });

    const rows = await t.db.select().from(contentDocuments);
    const documents = rows.filter((row) => row.locale === 'en');
    expect(documents.map((row) => row.key).sort()).toEqual([...CONTENT_KEYS].sort());
    // Each document's Spanish, version 1 too, holds only words (content/es/<key>.json, or none yet).
    const spanish = rows.filter((row) => row.locale === 'es');
    expect(spanish.map((row) => row.key).sort()).toEqual([...CONTENT_KEYS].sort());
    expect(spanish.every((row) => row.publishedVersion === 1 && row.draft === null)).toBe(true);
    expect(documents.find((row) => row.key === 'about')).toMatchObject({
      published: about,
      publishedVersion: 1,
      draft: null,
    });
    const versions = await t.db.select().from(contentVersions);
    expect(versions).toHaveLength(CONTENT_KEYS.length * 2);
    expect(new Set(versions.map((row) => `${row.version} ${row.publishedByName}`))).toEqual(
      new Set([`1 ${SEEDED_BY_NAME}`]),
    );
  });

  it('never overwrites what staff published since', async () => {
    const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
    const t = await appWith({ clock });
    await seedContentDocuments(t.db, clock);
    await publishDirectly(t.db, 'Edited by staff.');
    await seedContentDocuments(t.db, clock);
    expect((await t.app.services.contentStore.published('about')).mission.text).toBe('Edited by staff.');
  });

  it('reads the file while a document has no row yet', async () => {
    const t = await appWith();
    expect(await t.app.services.contentStore.published('about')).toEqual(about);
    expect(await t.app.services.contentStore.draft('about')).toEqual(about);
  });

  it('keeps the published version until contentChanged, then reads the change', async () => {
    const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
    const t = await appWith({ clock });
    await seedContentDocuments(t.db, clock);
    const store = t.app.services.contentStore;
    expect((await store.published('about')).mission.text).toBe(about.mission.text);

    await publishDirectly(t.db, 'Published a moment ago.');
    expect((await store.published('about')).mission.text).toBe(about.mission.text);
    await store.contentChanged('about');
    expect((await store.published('about')).mission.text).toBe('Published a moment ago.');
  });

  it('trusts its copy for a minute at most, should a change never be announced', async () => {
    const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
    const t = await appWith({ clock });
    await seedContentDocuments(t.db, clock);
    const store = t.app.services.contentStore;
    await store.published('about');
    await publishDirectly(t.db, 'Changed behind its back.');
    clock.advance(CONTENT_FRESH_MS - 1);
    expect((await store.published('about')).mission.text).toBe(about.mission.text);
    clock.advance(1);
    expect((await store.published('about')).mission.text).toBe('Changed behind its back.');
  });

  it('gives a preview the draft, and visitors still the published version', async () => {
    const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
    const t = await appWith({ clock });
    await seedContentDocuments(t.db, clock);
    const draft = { ...about, mission: { ...about.mission, text: 'A draft nobody published.' } };
    await t.db.update(contentDocuments).set({ draft }).where(eq(contentDocuments.key, 'about'));
    const store = t.app.services.contentStore;
    expect((await store.draft('about')).mission.text).toBe('A draft nobody published.');
    expect((await store.published('about')).mission.text).toBe(about.mission.text);
    await store.contentChanged('about');
    expect((await store.published('about')).mission.text).toBe(about.mission.text);
  });

  it('tells its listeners of a change (the settings and the page cache follow it)', async () => {
    const t = await appWith();
    const heard: string[] = [];
    t.app.services.contentStore.onChanged((key) => void heard.push(key));
    await t.app.services.contentStore.contentChanged('site');
    expect(heard).toEqual(['site']);
  });

  it.runIf(usingPostgres)(
    'a change through one process reaches every process sharing the database',
    async () => {
      const database = await createTestDatabase();
      const first = await appWith({ database });
      const second = await appWith({ database });
      await seedContentDocuments(first.db, first.app.deps.clock);
      expect((await second.app.services.contentStore.published('about')).mission.text).toBe(
        about.mission.text,
      );
      const heard: string[] = [];
      second.app.services.contentStore.onChanged((key) => void heard.push(key));

      await publishDirectly(first.db, 'Published through the first process.');
      await first.app.services.contentStore.contentChanged('about');
      // The notice crosses the database in milliseconds; the second process then reads again.
      await expect
        .poll(async () => (await second.app.services.contentStore.published('about')).mission.text)
        .toBe('Published through the first process.');
      expect(heard).toEqual(['about']);
    },
  );
});
