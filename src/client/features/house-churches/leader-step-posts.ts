/**
 * How the leader application moves between its steps, the same with and without JavaScript: the
 * answers of the steps not on screen travel in hidden fields of the one form, so nothing is stored
 * until the last step sends the whole application. Without JavaScript each step posts to
 * /house-churches/start?step=N (N = 1-4, the step whose fields were on screen; `back` for Previous),
 * and the page's action answers with the step to show (leader-application-action.server.ts).
 */
import type { FormOutcome, FormValues } from '#shared/forms/form-data.ts';
import { LEADER_STEP_FIELDS, leaderStepOfField } from '#shared/house-churches/forms.ts';
import { LEADER_STEPS } from '#shared/house-churches/leader-words.ts';

export const START_PAGE = '/house-churches/start';
export const LAST_STEP = LEADER_STEPS.length - 1;

/** A step's answer carries the step to show next (a finished application has none). */
export interface LeaderStepAnswer {
  step: number;
}

export function stepPostPath(step: number, back = false): string {
  return `${START_PAGE}?step=${step + 1}${back ? '&back=1' : ''}`;
}

/** Which step a post came from; a post that names none is a whole application (the last step). */
export function readStepPost(url: URL): { step: number; back: boolean } {
  const named = Number(url.searchParams.get('step'));
  const step = Number.isInteger(named) && named >= 1 && named <= LEADER_STEPS.length ? named - 1 : LAST_STEP;
  return { step, back: url.searchParams.has('back') };
}

/** The step a page answer shows: the one it names, else the first with an error, else the last. */
export function stepOfAnswer(answer: FormOutcome | undefined): number {
  if (!answer) return 0;
  const named = (answer.extra as Partial<LeaderStepAnswer> | undefined)?.step;
  if (typeof named === 'number') return Math.min(Math.max(named, 0), LAST_STEP);
  const wrong = Object.keys(answer.fields ?? {});
  return wrong.length > 0 ? Math.min(...wrong.map(leaderStepOfField)) : LAST_STEP;
}

/**
 * The answers of every step but `step`, as hidden fields: [name, value]. Only the application's own
 * fields travel; an unticked agreement is left out, as the browser leaves out an unticked box.
 */
export function carriedAnswers(answers: FormValues, step: number): Array<[string, string]> {
  const carried: Array<[string, string]> = [];
  for (const [index, fields] of LEADER_STEP_FIELDS.entries()) {
    if (index === step) continue;
    for (const name of fields) {
      const value = answers[name];
      if (value === undefined || value === null || value === false || value === '') continue;
      carried.push([name, value === true ? 'on' : String(value)]);
    }
  }
  return carried;
}

/** The answers as the kit's fields refill themselves (text, or a box's tick). */
export function refillOf(answers: FormValues): Record<string, string | string[] | boolean> {
  const refill: Record<string, string | string[] | boolean> = {};
  for (const [name, value] of Object.entries(answers)) {
    if (typeof value === 'boolean' || typeof value === 'string' || Array.isArray(value)) refill[name] = value;
    else if (typeof value === 'number') refill[name] = String(value);
  }
  return refill;
}
