/**
 * The leader application without JavaScript, one step per page: what the page action answers each
 * step's post with (the real schema; the service and the robot guard are stand-ins, covered by the
 * API tests and the no-JavaScript journey).
 */
import { localizeMessage } from '#shared/i18n/words.ts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { FIELD_WORDS, LEADER_WORDS } from '#shared/house-churches/contract.ts';
import { leaderApplicationAction } from '#client/features/house-churches/leader-application-action.server.ts';

const personal = {
  first_name: 'Aquila',
  last_name: 'Pontus',
  email: 'aquila@example.net',
  phone: '512-555-0160',
  years_saved: '21',
};
const background = { testimony: 'Tentmaker.', ministry_experience: 'Rome.', spiritual_gifts: 'Hospitality' };
const references = Object.fromEntries(
  [1, 2].flatMap((n) => [
    [`reference${n}_name`, `Ref ${n}`],
    [`reference${n}_email`, `ref${n}@example.net`],
    [`reference${n}_phone`, '512-555-0100'],
  ]),
);
const agreements = {
  statement_of_faith_agreed: 'on',
  code_of_conduct_agreed: 'on',
  ministry_guidelines_agreed: 'on',
};

function post(search: string, fields: Record<string, string>) {
  const applyToLead = vi.fn(async () => ({ id: 'a1', message: LEADER_WORDS.in('en')('received') }));
  const screenPagePost = vi.fn(async () => 'accepted' as const);
  const context = { services: { houseChurches: { applyToLead }, formGuard: { screenPagePost } } };
  const request = new Request(`http://localhost/house-churches/start${search}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const answer = leaderApplicationAction({ request, context: context as unknown as AppLoadContext });
  return { answer: answer.then(outcomeOf), applyToLead, screenPagePost };
}

async function outcomeOf(answer: unknown): Promise<{ status: number; outcome: FormOutcome }> {
  const { data, init } = answer as { data: FormOutcome; init?: { status?: number } | null };
  return { status: init?.status ?? 200, outcome: data };
}

describe('the leader application posted without JavaScript', () => {
  it('answers a complete step with the next one, every answer kept, and stores nothing', async () => {
    const { answer, applyToLead } = post('?step=1', personal);
    const { status, outcome } = await answer;
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ ok: false, message: '', fields: {}, extra: { step: 1 } });
    expect(outcome.values).toMatchObject(personal);
    expect(applyToLead).not.toHaveBeenCalled();
  });

  it('answers an incomplete step with the same step and its messages', async () => {
    const { answer } = post('?step=2', { ...personal, testimony: 'Tentmaker.' });
    const { status, outcome } = await answer;
    expect(status).toBe(400);
    expect(outcome.extra).toEqual({ step: 1 });
    expect(outcome.fields).toEqual({
      ministry_experience: localizeMessage(FIELD_WORDS.ministryExperience, 'en'),
      spiritual_gifts: localizeMessage(FIELD_WORDS.spiritualGifts, 'en'),
    });
    expect(outcome.values).toMatchObject({ first_name: 'Aquila', testimony: 'Tentmaker.' });
  });

  it('checks the carried answers again, and sends the visitor to the first step with an error', async () => {
    const { answer } = post('?step=3', { ...personal, email: 'nope', ...background, ...references });
    const { outcome } = await answer;
    expect(outcome.extra).toEqual({ step: 0 });
    expect(outcome.fields).toEqual({ email: localizeMessage(FIELD_WORDS.invalidEmail, 'en') });
  });

  it('goes back a step without checking, keeping what this step had', async () => {
    const { answer } = post('?step=2&back=1', { ...personal, testimony: 'Half a thought' });
    const { status, outcome } = await answer;
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ fields: {}, extra: { step: 0 } });
    expect(outcome.values).toMatchObject({ testimony: 'Half a thought' });
  });

  it('sends the whole application from the last step, screened like the API', async () => {
    const fields = {
      ...personal,
      ...background,
      ...references,
      ...agreements,
      website: '',
      form_started_at: '1',
    };
    const { answer, applyToLead, screenPagePost } = post('?step=4', fields);
    const { status, outcome } = await answer;
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ ok: true, message: LEADER_WORDS.in('en')('received') });
    expect(screenPagePost).toHaveBeenCalledWith(
      '/house-churches/start',
      expect.objectContaining({ website: '' }),
    );
    expect(applyToLead).toHaveBeenCalledWith(
      expect.objectContaining({ years_saved: 21, statement_of_faith_agreed: true, reference2_name: 'Ref 2' }),
    );
  });

  it('refuses an incomplete whole application with the fields to fix, and stores nothing', async () => {
    const { answer, applyToLead } = post('?step=4', {
      ...personal,
      ...background,
      ...references,
      form_started_at: '1',
    });
    const { status, outcome } = await answer;
    expect(status).toBe(400);
    expect(outcome.ok).toBe(false);
    expect(outcome.fields).toEqual({
      statement_of_faith_agreed: localizeMessage(FIELD_WORDS.statementOfFaith, 'en'),
      code_of_conduct_agreed: localizeMessage(FIELD_WORDS.codeOfConduct, 'en'),
      ministry_guidelines_agreed: localizeMessage(FIELD_WORDS.ministryGuidelines, 'en'),
    });
    expect(applyToLead).not.toHaveBeenCalled();
  });
});
