/**
 * The form guard service on a real database with "now" pinned: what a page post without JavaScript
 * meets (turned away and counted, or held and accepted), and the counts staff see.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { createTestClock } from '#tests/helpers/clock.ts';
import { formRejections } from '#server/db/schema/index.ts';
import {
  createFormGuardService,
  type FormGuardService,
} from '#server/features/form-guard/form-guard.service.ts';

const clock = createTestClock(new Date('2026-06-15T17:00:00Z'));
let t: TestApp;
let guard: FormGuardService;
/** Each hold the service asked for, in ms; the fake sleep moves the clock instead of waiting. */
let holds: number[];
const logged: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  guard = createFormGuardService({
    db: t.db,
    clock,
    log: { error: (...args: unknown[]) => logged.push(args) },
    sleep: async (ms) => {
      holds.push(ms);
      clock.advance(ms);
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  holds = [];
  logged.length = 0;
  clock.set(new Date('2026-06-15T17:00:00Z'));
  await t.db.delete(formRejections);
});

const rows = () =>
  t.db.select({ form: formRejections.form, reason: formRejections.reason }).from(formRejections);

describe('screenPagePost', () => {
  it('turns away and counts a filled honeypot, even when the timing is a person’s', async () => {
    const started = clock.now().getTime() - 8000;
    expect(
      await guard.screenPagePost('/newsletter', { website: 'http://spam.example', form_started_at: started }),
    ).toBe('rejected');
    expect(await rows()).toEqual([{ form: '/newsletter', reason: 'honeypot' }]);
    expect(holds).toEqual([]);
  });

  it('turns away and counts a post without a start time (our pages always send one)', async () => {
    expect(await guard.screenPagePost('/giving', { website: '' })).toBe('rejected');
    expect(await rows()).toEqual([{ form: '/giving', reason: 'no_start_time' }]);
  });

  it('holds a quick post until the minimum fill time has passed, then accepts it, counting nothing', async () => {
    const started = clock.now().getTime() - 400;
    expect(await guard.screenPagePost('/newsletter', { website: '', form_started_at: started })).toBe(
      'accepted',
    );
    expect(holds).toEqual([MIN_FILL_MS - 400]);
    expect(clock.now().getTime() - started).toBe(MIN_FILL_MS);
    expect(await rows()).toEqual([]);
  });

  it('never holds longer than the minimum, even for a start time in the future', async () => {
    const started = clock.now().getTime() + 60_000;
    expect(await guard.screenPagePost('/newsletter', { form_started_at: started })).toBe('accepted');
    expect(holds).toEqual([MIN_FILL_MS]);
  });

  it('accepts a person’s post at once', async () => {
    const started = clock.now().getTime() - MIN_FILL_MS;
    expect(await guard.screenPagePost('/newsletter', { website: '  ', form_started_at: started })).toBe(
      'accepted',
    );
    expect(holds).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('waits for real by default, only as long as needed', async () => {
    const realGuard = createFormGuardService({ db: t.db, clock, log: { error: () => undefined } });
    const began = performance.now();
    // 100 ms short of the minimum by the pinned clock: the real wait is about 100 ms.
    const verdict = await realGuard.screenPagePost('/newsletter', {
      form_started_at: clock.now().getTime() - (MIN_FILL_MS - 100),
    });
    const waited = performance.now() - began;
    expect(verdict).toBe('accepted');
    expect(waited).toBeGreaterThanOrEqual(90);
    expect(waited).toBeLessThan(1000);
  });
});

describe('reasonToReject', () => {
  it('judges by the injected clock and lets a post without a start time through (plain API callers)', () => {
    const now = clock.now().getTime();
    expect(guard.reasonToReject({ website: 'x' })).toBe('honeypot');
    expect(guard.reasonToReject({ form_started_at: now - 200 })).toBe('too_fast');
    expect(guard.reasonToReject({ form_started_at: now - 200 }, new Date(now + MIN_FILL_MS))).toBeNull();
    expect(guard.reasonToReject({})).toBeNull();
  });
});

describe('counting', () => {
  it('counts rejections since a moment, up to now, in all and per form, most first', async () => {
    const at = (iso: string) => new Date(iso);
    await t.db.insert(formRejections).values([
      { form: '/api/contact/', reason: 'honeypot', createdAt: at('2026-06-15T16:00:00Z') },
      { form: '/api/contact/', reason: 'too_fast', createdAt: at('2026-06-10T12:00:00Z') },
      { form: '/newsletter', reason: 'rate_limit', createdAt: at('2026-06-09T12:00:00Z') },
      // Before the period, and after "now": neither counts.
      { form: '/newsletter', reason: 'honeypot', createdAt: at('2026-06-01T12:00:00Z') },
      { form: '/newsletter', reason: 'honeypot', createdAt: at('2026-06-15T18:00:00Z') },
    ]);
    const since = at('2026-06-08T17:00:00Z');
    expect(await guard.countSince(since)).toBe(3);
    expect(await guard.countByFormSince(since)).toEqual([
      { form: '/api/contact/', count: 2 },
      { form: '/newsletter', count: 1 },
    ]);
    expect(await guard.countByFormSince(since, 1)).toEqual([{ form: '/api/contact/', count: 2 }]);
  });

  it('records with the injected clock, and a failure to count is logged by name, never thrown', async () => {
    await guard.recordRejection('/api/contact/', 'too_fast');
    const [row] = await t.db.select().from(formRejections);
    expect(row!.createdAt).toEqual(clock.now());

    const broken = createFormGuardService({
      db: t.db,
      clock: { now: () => new Date(Number.NaN) },
      log: { error: (...args: unknown[]) => logged.push(args) },
    });
    await expect(broken.recordRejection('/api/contact/', 'honeypot')).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('/api/contact/');
  });
});
