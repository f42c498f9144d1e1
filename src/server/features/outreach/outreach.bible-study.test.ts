import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { BIBLE_STUDY_WORDS, FIELD_WORDS } from '#shared/outreach/contract.ts';
import { bibleStudySignups, emailOutbox, emailSubscribers } from '#server/db/schema/index.ts';
import { human, STAFF, startOutreachKit, type OutreachKit } from '#tests/helpers/outreach-kit.ts';

const signup = {
  name: 'Priscilla',
  email: 'priscilla@example.org',
  age_confirmed: true,
  interests: 'The book of Acts',
  notifications_enabled: true,
  devotional_choice: 'both',
};

let kit: OutreachKit;
beforeAll(async () => {
  kit = await startOutreachKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.reset());

describe('POST /api/bible-study-signup/', () => {
  it('stores the signup, answers the success text, subscribes for notifications and emails both sides', async () => {
    const response = await kit.post('/api/bible-study-signup/', { ...signup, ...human() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: BIBLE_STUDY_WORDS.success });
    const [row] = await kit.t.db.select().from(bibleStudySignups);
    expect(row).toMatchObject({
      ageConfirmed: true,
      phone: null,
      devotionalChoice: 'both',
      notificationsEnabled: true,
    });
    const [subscriber] = await kit.t.db.select().from(emailSubscribers);
    expect(subscriber).toMatchObject({ source: 'event', email: 'priscilla@example.org' });
    const visitor = await kit.smtp.waitForEmailTo('priscilla@example.org');
    expect(visitor.text).toContain(`/unsubscribe?token=${subscriber!.unsubscribeToken}`);
    const staff = await kit.smtp.waitForEmailTo(STAFF);
    expect(staff.text).toContain('Confirmed 18 or older: yes');
  });

  it('defaults: devotional choice none, notifications on; signing up again updates the one row', async () => {
    await kit.post('/api/bible-study-signup/', {
      name: 'Aquila',
      email: 'aquila@example.org',
      age_confirmed: true,
    });
    const [row] = await kit.t.db.select().from(bibleStudySignups);
    expect(row).toMatchObject({ devotionalChoice: 'none', notificationsEnabled: true, interests: null });
    await kit.post('/api/bible-study-signup/', {
      name: 'Aquila T.',
      email: 'AQUILA@example.org',
      age_confirmed: true,
      notifications_enabled: false,
      phone: '+1 512 555 0101',
    });
    const rows = await kit.t.db.select().from(bibleStudySignups);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Aquila T.',
      notificationsEnabled: false,
      phone: '+1 512 555 0101',
    });
  });

  it('without notifications the person does not join the mailing list', async () => {
    await kit.post('/api/bible-study-signup/', { ...signup, notifications_enabled: false });
    expect(await kit.rows(emailSubscribers)).toBe(0);
  });

  it.each([
    ['age_confirmed', { age_confirmed: false }, BIBLE_STUDY_WORDS.ageNotConfirmed],
    ['age_confirmed', { age_confirmed: undefined }, BIBLE_STUDY_WORDS.ageNotConfirmed],
    ['name', { name: ' ' }, BIBLE_STUDY_WORDS.emptyName],
    ['email', { email: '' }, BIBLE_STUDY_WORDS.emptyEmail],
    ['email', { email: 'pris@' }, BIBLE_STUDY_WORDS.invalidEmail],
    ['phone', { phone: 'abc' }, FIELD_WORDS.invalidPhone],
    ['devotional_choice', { devotional_choice: 'all' }, undefined],
    ['interests', { interests: 'x'.repeat(1001) }, FIELD_WORDS.tooLong(1000)],
  ])('refuses a bad %s and stores nothing', async (field, change, message) => {
    const response = await kit.post('/api/bible-study-signup/', { ...signup, ...change });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields[field];
    if (message) expect(fields).toContain(message);
    else expect(fields).toBeDefined();
    expect(await kit.rows(bibleStudySignups)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
  });

  it('turns away a bot with 400 and counts it', async () => {
    const response = await kit.post('/api/bible-study-signup/', { ...signup, website: 'http://x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await kit.rows(bibleStudySignups)).toBe(0);
    expect(await kit.rows(emailOutbox)).toBe(0);
    expect(await kit.rejections()).toEqual([{ form: '/api/bible-study-signup/', reason: 'honeypot' }]);
  });
});
