/**
 * /giving carries only the words its giving mode draws (docs/product.md#giving), on the built page
 * as production serves it: the HTML and the data its script hydrates with each hold a word once
 * drawn, so a word for another mode would be sent twice for nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { seedContentDocuments } from '#server/features/content/content.store.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import giving from '#content/giving.json' with { type: 'json' };
import { ensureServerBuild } from '#tests/server/spawn-server.ts';

let t: TestApp;
afterEach(() => t?.close());

/** The start of a text, plain enough to look for in HTML and in the hydration data alike. */
const opening = (text: string) => text.slice(0, 24);

async function givingPage(env: Record<string, string | undefined>): Promise<string> {
  ensureServerBuild();
  t = await createTestApp({ pages: true, env });
  await seedContentDocuments(t.db, t.app.deps.clock);
  const response = await t.app.inject({ url: '/giving' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('/giving', () => {
  it('in demo mode shows the form with the demo notes, and sends none of the not-set-up box', async () => {
    const html = await givingPage({ DEMO_CHECKOUT: 'on' });
    expect(html).toContain(opening(giving.demoNotice));
    expect(html).toContain(opening(giving.demoSecureNote));
    expect(html).toContain(opening(giving.receiptNote));
    for (const unused of [giving.notSetUp, giving.notSetUpHeading, giving.secureNote]) {
      expect(html).not.toContain(opening(unused));
    }
  }, 180_000);

  it('with giving off shows the not-set-up box, and sends none of the form’s notes', async () => {
    const html = await givingPage({ DEMO_CHECKOUT: 'off' });
    expect(html).toContain(opening(giving.notSetUp));
    expect(html).toContain(giving.notSetUpHeading);
    for (const unused of [giving.demoNotice, giving.demoSecureNote, giving.secureNote, giving.receiptNote]) {
      expect(html).not.toContain(opening(unused));
    }
    // The words every mode draws are still there.
    expect(html).toContain(giving.heading);
    expect(html).toContain(opening(giving.categories.MISSIONS));
  }, 180_000);
});
