import { localizeMessage } from '#shared/i18n/words.ts';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_WORDS, LEADER_WORDS, leaderStepOfField } from '#shared/house-churches/contract.ts';
import { SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-contract.ts';
import { createTestApp, type TestAppWithMail } from '#tests/helpers/app.ts';
import { formRejectionRows } from '#tests/helpers/form-rejections.ts';
import { buildLeaderApplicationPayload } from '#tests/helpers/generators/leader-applications.ts';
import { emailOutbox, leaderApplications } from '#server/db/schema/index.ts';

const APPLY = '/api/house-church/house-church-leaders/apply/';
const STAFF = 'staff@ministry.example';

describe('POST /api/house-church/house-church-leaders/apply/', () => {
  let t: TestAppWithMail;
  beforeEach(async () => {
    t = await createTestApp({ env: { STAFF_EMAIL: STAFF }, smtp: true });
  });
  afterEach(() => t.close());

  const apply = (payload: object) => t.request({ method: 'POST', url: APPLY, payload });
  const stored = async () => (await t.db.select({ n: count() }).from(leaderApplications))[0]!.n;

  it('stores a complete application and emails the applicant and staff', async () => {
    const response = await apply(buildLeaderApplicationPayload());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: LEADER_WORDS.in('en')('received') });
    const [row] = await t.db.select().from(leaderApplications);
    expect(row).toMatchObject({
      firstName: 'Priscilla',
      yearsSaved: 21,
      reference1Relationship: 'Mentor',
      reference2Relationship: null,
      statementOfFaithAgreed: true,
      codeOfConductAgreed: true,
      ministryGuidelinesAgreed: true,
      status: 'received',
    });

    const applicant = await t.smtp.waitForEmailTo('priscilla@example.net');
    expect(applicant.subject).toBe('We received your application to lead a house church');
    for (const step of ['Initial Review (1-3 days)', 'Reference Check (3-5 days)', 'Interview (Week 2)']) {
      expect(applicant.text).toContain(step);
    }
    expect(applicant.text).toContain('Training (Weeks 3-4)');
    expect(applicant.text).toContain('Launch Support');
    const staff = await t.smtp.waitForEmailTo(STAFF);
    expect(staff.subject).toBe('New house church leader application: Priscilla Aquila');
    expect(staff.text).toContain('Years saved: 20+ years');
    expect(staff.text).toContain('Reference 2: Apollos Alexandria');
    await t.app.services.outbox.idle();
    expect((await t.db.select().from(emailOutbox)).every((e) => e.status === 'sent')).toBe(true);
  });

  it('accepts every years-saved choice from 1 to 21 and nothing outside', async () => {
    for (const years of [1, 20]) {
      expect((await apply(buildLeaderApplicationPayload({ years_saved: years }))).statusCode).toBe(201);
    }
    for (const years of [0, 22, 2.5, '3', null]) {
      const response = await apply(buildLeaderApplicationPayload({ years_saved: years }));
      expect(response.statusCode, String(years)).toBe(400);
      expect(response.json().fields.years_saved).toEqual([localizeMessage(FIELD_WORDS.yearsSaved, 'en')]);
    }
    expect(await stored()).toBe(2);
  });

  it('refuses a client that skipped steps, with a message for every missing field', async () => {
    const { first_name, last_name, email, phone, years_saved } = buildLeaderApplicationPayload();
    const response = await apply({ first_name, last_name, email, phone, years_saved });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as Record<string, string[]>;
    expect(fields).toEqual({
      testimony: [localizeMessage(FIELD_WORDS.testimony, 'en')],
      ministry_experience: [localizeMessage(FIELD_WORDS.ministryExperience, 'en')],
      spiritual_gifts: [localizeMessage(FIELD_WORDS.spiritualGifts, 'en')],
      reference1_name: [localizeMessage(FIELD_WORDS.referenceName, 'en')],
      reference1_phone: [localizeMessage(FIELD_WORDS.referencePhone, 'en')],
      reference1_email: [localizeMessage(FIELD_WORDS.referenceEmail, 'en')],
      reference2_name: [localizeMessage(FIELD_WORDS.referenceName, 'en')],
      reference2_phone: [localizeMessage(FIELD_WORDS.referencePhone, 'en')],
      reference2_email: [localizeMessage(FIELD_WORDS.referenceEmail, 'en')],
      statement_of_faith_agreed: [localizeMessage(FIELD_WORDS.statementOfFaith, 'en')],
      code_of_conduct_agreed: [localizeMessage(FIELD_WORDS.codeOfConduct, 'en')],
      ministry_guidelines_agreed: [localizeMessage(FIELD_WORDS.ministryGuidelines, 'en')],
    });
    expect(Object.keys(fields).map(leaderStepOfField)).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3]);
    expect(await stored()).toBe(0);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0]!.n).toBe(0);
  });

  it.each([
    ['first_name', '', localizeMessage(FIELD_WORDS.firstName, 'en')],
    ['last_name', ' ', localizeMessage(FIELD_WORDS.lastName, 'en')],
    ['email', 'nope', localizeMessage(FIELD_WORDS.invalidEmail, 'en')],
    ['phone', '12', localizeMessage(FIELD_WORDS.invalidPhone, 'en')],
    ['reference1_email', 'paul', localizeMessage(FIELD_WORDS.invalidEmail, 'en')],
    ['reference2_phone', '', localizeMessage(FIELD_WORDS.referencePhone, 'en')],
    ['statement_of_faith_agreed', false, localizeMessage(FIELD_WORDS.statementOfFaith, 'en')],
    ['code_of_conduct_agreed', false, localizeMessage(FIELD_WORDS.codeOfConduct, 'en')],
    ['ministry_guidelines_agreed', false, localizeMessage(FIELD_WORDS.ministryGuidelines, 'en')],
  ])('refuses a bad %s with its message', async (field, value, message) => {
    const response = await apply(buildLeaderApplicationPayload({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: [message] });
    expect(await stored()).toBe(0);
  });

  it('refuses unknown fields and a filled honeypot', async () => {
    const unknown = await apply(buildLeaderApplicationPayload({ status: 'approved' }));
    expect(unknown.json().fields).toEqual({ status: ['This field is not allowed.'] });
    const bot = await apply(buildLeaderApplicationPayload({ website: 'x' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual({ error: SPAM_REJECTED_MESSAGE });
    expect(await stored()).toBe(0);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(await formRejectionRows(t.db)).toEqual([
      { form: '/api/house-church/house-church-leaders/apply/', reason: 'honeypot' },
    ]);
  });
});
