/**
 * Staff editing of the content documents over the real API and database (docs/product.md#site-content):
 * a draft is checked and stored without reaching visitors, publishing makes a new version and
 * drops the content cache, the history compares and restores, and a rejected write stores nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import about from '#content/about.json' with { type: 'json' };
import siteSeed from '#content/site.json' with { type: 'json' };
import { CONTENT_WORDS as M } from '#shared/content/contract.ts';
import { contentDocuments, contentVersions, staffAuditLog } from '#server/db/schema/index.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';

const eqKey = (key: string) => eq(contentDocuments.key, key);
const withMission = (text: string) => ({ ...about, mission: { ...about.mission, text } });

describe('editing the site content', () => {
  let t: TestApp;
  let cookie: string;
  const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
  const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const visitorSees = () => t.app.services.contentStore.published('about');

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedContentDocuments(t.db, clock);
    cookie = await signInWithRoles(t, ['communications']);
  });
  afterAll(() => t.close());

  it('lists every document with its last publish', async () => {
    const response = await api('GET', '/api/admin/content/');
    expect(response.statusCode).toBe(200);
    const { documents } = response.json();
    expect(documents[0]).toMatchObject({ key: 'site', title: 'Site settings', published_version: 1 });
    expect(documents.find((d: { key: string }) => d.key === 'about')).toMatchObject({
      title: 'About page',
      page: '/about',
      published_by: 'Seeded from content/',
      draft_saved_at: null,
    });
  });

  it('keeps a draft from visitors until it is published, then shows it at once', async () => {
    expect((await visitorSees()).mission.text).toBe(about.mission.text); // cached now

    const saved = await api('PUT', '/api/admin/content/about/draft/', {
      content: withMission('Draft mission.'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      draft: { mission: { text: 'Draft mission.' } },
      draft_saved_by: expect.any(String),
    });
    expect((await visitorSees()).mission.text).toBe(about.mission.text);
    expect((await t.app.services.contentStore.draft('about')).mission.text).toBe('Draft mission.');
    const listed = (await api('GET', '/api/admin/content/')).json().documents;
    expect(listed.find((d: { key: string }) => d.key === 'about').draft_saved_at).not.toBeNull();

    clock.advance(60_000);
    const published = await api('POST', '/api/admin/content/about/publish/');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      published_version: 2,
      draft: null,
      published: { mission: { text: 'Draft mission.' } },
    });
    expect((await visitorSees()).mission.text).toBe('Draft mission.');
  });

  it('refuses a draft over a limit with the field named, and stores nothing', async () => {
    const [before] = await t.db.select().from(contentDocuments).where(eqKey('about'));
    const response = await api('PUT', '/api/admin/content/about/draft/', {
      content: withMission('x'.repeat(2001)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: M.invalid, fields: { 'mission.text': [M.tooLong(2000)] } });
    const [after] = await t.db.select().from(contentDocuments).where(eqKey('about'));
    expect(after).toEqual(before);
  });

  it('never publishes a required block empty: the draft may hold it, the publish is refused', async () => {
    expect(
      (await api('PUT', '/api/admin/content/about/draft/', { content: withMission('') })).statusCode,
    ).toBe(200);
    const versionsBefore = await t.db.select().from(contentVersions);
    const refused = await api('POST', '/api/admin/content/about/publish/');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: M.cannotPublish,
      fields: { 'mission.text': [M.requiredToPublish] },
    });
    expect(await t.db.select().from(contentVersions)).toEqual(versionsBefore);
    expect((await visitorSees()).mission.text).toBe('Draft mission.');

    const discarded = await api('DELETE', '/api/admin/content/about/draft/');
    expect(discarded.json()).toMatchObject({ draft: null, draft_saved_by: null });
    expect((await api('POST', '/api/admin/content/about/publish/')).json()).toEqual({
      error: M.nothingToPublish,
    });
  });

  it('keeps every version with who published it, compares one with the current, and restores it as a new version', async () => {
    const published = await api('POST', '/api/admin/content/about/publish/', {
      content: withMission('Third mission.'),
    });
    expect(published.json().published_version).toBe(3);

    const versions = (await api('GET', '/api/admin/content/about/versions/')).json().versions;
    expect(versions).toEqual([
      expect.objectContaining({ version: 3, published_by: 'staff.communications', current: true }),
      expect.objectContaining({ version: 2, published_by: 'staff.communications', current: false }),
      expect.objectContaining({ version: 1, published_by: 'Seeded from content/', current: false }),
    ]);

    const first = (await api('GET', '/api/admin/content/about/versions/1/')).json();
    expect(first.changes).toEqual([
      { path: 'mission.text', label: 'Mission › Text', before: about.mission.text, after: 'Third mission.' },
    ]);

    const restored = await api('POST', '/api/admin/content/about/versions/1/restore/');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ published_version: 4, published: about });
    expect((await visitorSees()).mission.text).toBe(about.mission.text);
    const history = (await api('GET', '/api/admin/content/about/versions/')).json().versions;
    expect(history.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
    expect((await api('GET', '/api/admin/content/about/versions/9/')).statusCode).toBe(404);
  });

  it('audits each write with a summary that names fields, never their text', async () => {
    const entries = await t.db.select().from(staffAuditLog);
    const content = entries.filter((entry) => entry.area === 'content');
    expect(content.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['save-draft', 'publish', 'discard-draft', 'restore']),
    );
    expect(content.find((entry) => entry.action === 'publish')?.summary).toBe(
      'About page published as version 2 (Mission)',
    );
    for (const entry of content) expect(entry.summary).not.toMatch(/mission\./i);
    for (const entry of content) expect(JSON.stringify(entry)).not.toContain('Draft mission');
  });

  it('answers 404 for a document it does not know, and renders a Markdown preview through the sanitiser', async () => {
    expect((await api('GET', '/api/admin/content/nope/')).statusCode).toBe(404);
    const preview = await api('POST', '/api/admin/content/preview-markdown/', {
      markdown: '**Hi** <script>x()</script>',
    });
    expect(preview.json()).toEqual({ html: '<p><strong>Hi</strong> </p>' });
  });

  it('is closed to staff without the content room', async () => {
    const events = await signInWithRoles(t, ['events']);
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/content/',
      headers: { cookie: events },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the analytics IDs in the site settings (docs/product.md#site-content)', () => {
  let t: TestApp;
  let communications: string;
  let administrator: string;
  const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
  const as = (cookie: string, method: 'PUT' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const withAnalytics = (gaMeasurementId: string) => ({
    ...siteSeed,
    analytics: { gaMeasurementId, metaPixelId: '123456789' },
  });
  /** The published settings' analytics IDs (an optional group the seed leaves out). */
  const publishedAnalytics = async () =>
    ((await t.app.services.contentStore.published('site')) as { analytics?: unknown }).analytics;
  const stored = async () => (await t.db.select().from(contentDocuments).where(eqKey('site')))[0];

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedContentDocuments(t.db, clock);
    communications = await signInWithRoles(t, ['communications']);
    administrator = await signInWithRoles(t, ['administrator']);
  });
  afterAll(() => t.close());

  it('Communications can no longer set them: a draft, a publish or a restore that would is refused, nothing stored', async () => {
    const before = await stored();
    const refusal = {
      error: M.administratorOnly,
      fields: { analytics: [M.administratorOnly] },
    };
    const draft = await as(communications, 'PUT', '/api/admin/content/site/draft/', {
      content: withAnalytics('G-THEIRS123'),
    });
    expect(draft.statusCode).toBe(403);
    expect(draft.json()).toEqual(refusal);
    const publish = await as(communications, 'POST', '/api/admin/content/site/publish/', {
      content: withAnalytics('G-THEIRS123'),
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json()).toEqual(refusal);
    expect(await stored()).toEqual(before);
    expect(await publishedAnalytics()).toBeUndefined();
  });

  it('an administrator sets them; Communications still edits the rest, and cannot restore a version without them', async () => {
    const set = await as(administrator, 'POST', '/api/admin/content/site/publish/', {
      content: withAnalytics('G-OURS12345'),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().published.analytics).toEqual({
      gaMeasurementId: 'G-OURS12345',
      metaPixelId: '123456789',
    });

    const renamed = await as(communications, 'POST', '/api/admin/content/site/publish/', {
      content: { ...withAnalytics('G-OURS12345'), tagline: 'Hearts made whole' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().published).toMatchObject({ tagline: 'Hearts made whole' });

    const restore = await as(communications, 'POST', '/api/admin/content/site/versions/1/restore/');
    expect(restore.statusCode).toBe(403);
    expect(await publishedAnalytics()).toEqual({
      gaMeasurementId: 'G-OURS12345',
      metaPixelId: '123456789',
    });
  });
});
