/**
 * A draft's preview follows the admin's rule (docs/product.md#site-content): someone whose role must
 * use two-factor sees no draft until it is on, as no admin screen opens for them before then.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewUrl } from '#shared/content/preview.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { signInWithRoles } from '#tests/helpers/staff.ts';
import { turnOnTwoFactor } from '#tests/helpers/two-factor.ts';
import about from '#content/about.json' with { type: 'json' };
import { contentDocuments } from '#server/db/schema/index.ts';
import { seedContentDocuments } from '#server/features/content/content.store.ts';

const DRAFT = 'A draft nobody published.';

describe('the preview of a draft, for a role that must use two-factor', () => {
  let t: TestApp;
  const clock = createTestClock();
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { STAFF_TWO_FACTOR_REQUIRED: 'communications' } });
    await seedContentDocuments(t.db, clock);
    await t.db
      .update(contentDocuments)
      .set({ draft: { ...about, mission: { ...about.mission, text: DRAFT } } })
      .where(eq(contentDocuments.key, 'about'));
    cookie = await signInWithRoles(t, ['communications']);
  });
  afterAll(() => t.close());

  const missionShown = async () => {
    const request = new Request(`${TEST_PUBLIC_URL}${previewUrl('about', '/about')}`, {
      headers: { cookie },
    });
    const page = await t.app.services.pageContent.load(request, ['about']);
    return { text: page.content.about.mission.text, preview: page.contentPreview };
  };

  it('shows the published page with only the password, and the draft once two-factor is on', async () => {
    const before = await missionShown();
    expect(before.text).not.toContain(DRAFT);
    expect(before.preview).toBeNull();

    await turnOnTwoFactor(t, clock, cookie);
    const after = await missionShown();
    expect(after.text).toContain(DRAFT);
    expect(after.preview).toBe('about');
  });
});
