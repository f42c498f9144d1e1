/**
 * Publishing through the staff API reaches the built pages at once (docs/product.md#site-content),
 * page cache included: a saved draft changes nothing a visitor sees, a publish shows on the very next
 * visit to a cached /about, and a restore brings the old text back the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import about from '#content/about.json' with { type: 'json' };
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  ensureServerBuild();
  t = await createTestApp({ pages: true });
  await seedContentDocuments(t.db, t.app.deps.clock);
  staff = await signInWithRoles(t, ['communications']);
}, 180_000);
afterAll(() => t?.close());

const withMission = (text: string) => ({ ...about, mission: { ...about.mission, text } });
const visitorAbout = async () => {
  const response = await t.app.inject({ url: '/about' });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const staffApi = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) });

describe('publishing site content through the staff API', () => {
  it('keeps a draft off /about, shows a publish at once through the page cache, and a restore too', async () => {
    const cached = await visitorAbout();
    expect(cached).toContain(about.mission.text);
    expect(await visitorAbout()).toBe(cached); // served from the page cache

    const draft = await staffApi('PUT', '/api/admin/content/about/draft/', {
      content: withMission('Our renewed mission, still a draft.'),
    });
    expect(draft.statusCode).toBe(200);
    expect(await visitorAbout()).toBe(cached);

    expect((await staffApi('POST', '/api/admin/content/about/publish/')).statusCode).toBe(200);
    const published = await visitorAbout();
    expect(published).toContain('Our renewed mission, still a draft.');
    expect(published).not.toContain(about.mission.text);

    expect((await staffApi('POST', '/api/admin/content/about/versions/1/restore/')).statusCode).toBe(200);
    const restored = await visitorAbout();
    expect(restored).toContain(about.mission.text);
    expect(restored).not.toContain('Our renewed mission');
  });
});
