/**
 * The leader application posted without JavaScript, one step per page. A step's post is checked
 * with its part of the shared schema (and the earlier steps' parts: their answers came back in
 * hidden fields) and answered with the step to show, every answer kept; it stores nothing. The last
 * step's post is the whole application: the same schema, robot guard and service as the API.
 */
import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { type FormOutcome, readForm, valuesToRefill } from '#shared/forms/form-data.ts';
import {
  firstIncompleteLeaderStep,
  HOUSE_CHURCH_FORM_SHAPES,
  LEADER_WORDS,
  leaderApplicationSchema,
} from '#shared/house-churches/contract.ts';
import { localeOfPath } from '#shared/i18n/locales.ts';
import { localizeMessage } from '#shared/i18n/words.ts';
import { handleFormPost, TOO_LARGE_MESSAGE } from '#client/lib/form-action.server.ts';
import {
  LAST_STEP,
  type LeaderStepAnswer,
  readStepPost,
  START_PAGE,
} from '#client/features/house-churches/leader-step-posts.ts';

export async function leaderApplicationAction(args: { request: Request; context: AppLoadContext }) {
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const failed = LEADER_WORDS.in(locale)('failed');
  const { step, back } = readStepPost(url);
  if (step === LAST_STEP && !back) {
    return handleFormPost(args, {
      form: START_PAGE,
      schema: leaderApplicationSchema,
      shape: HOUSE_CHURCH_FORM_SHAPES.leader,
      failureMessage: failed,
      run: (input) => args.context.services.houseChurches.applyToLead(input),
    });
  }

  let form: FormData;
  try {
    form = await args.request.formData();
  } catch (error) {
    const tooLarge = (error as { statusCode?: unknown }).statusCode === 413;
    const message = tooLarge ? TOO_LARGE_MESSAGE : failed;
    return data<FormOutcome<LeaderStepAnswer>>({ ok: false, message }, tooLarge ? 413 : 400);
  }
  // Not finished yet, so never `ok`: the answer shows a step, its errors, and every answer so far.
  const answer = (next: number, fields: Record<string, string> = {}) => ({
    ok: false,
    message: '',
    // The schema's messages are words keys: said in the page's language.
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [name, localizeMessage(message, locale)]),
    ),
    values: valuesToRefill(form, HOUSE_CHURCH_FORM_SHAPES.leader),
    extra: { step: next },
  });
  if (back) return data<FormOutcome<LeaderStepAnswer>>(answer(Math.max(step - 1, 0)));
  const incomplete = firstIncompleteLeaderStep(readForm(form, HOUSE_CHURCH_FORM_SHAPES.leader), step);
  if (incomplete) return data<FormOutcome<LeaderStepAnswer>>(answer(incomplete.step, incomplete.fields), 400);
  return data<FormOutcome<LeaderStepAnswer>>(answer(step + 1));
}
