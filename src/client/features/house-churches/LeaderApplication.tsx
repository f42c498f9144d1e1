/**
 * The leader application wizard (docs/product.md#start-a-house-church): four steps, forward only when the
 * current step is complete (its part of the shared schema, the same the server checks), back always,
 * answers kept across steps. A progress bar and a polite live region tell screen-reader users where
 * they are. The server checks the whole application again; its field errors send the visitor back
 * to the first step with an error.
 *
 * Without JavaScript every step is a page (leader-step-posts.ts); with it the steps change in place,
 * carrying the other steps' answers the same way, and the last step goes to the API.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FormOutcome, type FormValues, readForm } from '#shared/forms/form-data.ts';
import { HOUSE_CHURCH_FORM_SHAPES, leaderStepOfField } from '#shared/house-churches/forms.ts';
import {
  HOUSE_CHURCH_API,
  HOUSE_CHURCH_WORDS,
  type HouseChurchWordKey,
} from '#shared/house-churches/words.ts';
import {
  LEADER_STEPS,
  LEADER_WORDS,
  type LeaderWordKey,
  leaderTimeline,
} from '#shared/house-churches/leader-words.ts';
import type { Translate } from '#shared/i18n/words.ts';
import { useLocale, useLocalePath, useWords } from '#client/lib/locale.ts';
import { Button } from '#client/components/form/Button.tsx';
import { ErrorSummary, FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import { trackLead } from '#client/lib/analytics.ts';
import {
  carriedAnswers,
  LAST_STEP,
  refillOf,
  stepOfAnswer,
  stepPostPath,
} from '#client/features/house-churches/leader-step-posts.ts';
import { STEP_COMPONENTS } from '#client/features/house-churches/leader-steps.tsx';
import { failureSaying, sendForm } from '#client/features/house-churches/send-form.ts';
import { RequiredNote, SubmittedPanel } from '#client/features/house-churches/SubmittedPanel.tsx';

const STEP_COUNT = LEADER_STEPS.length;
/** Tailwind widths for the bar (no inline styles under our CSP). */
const BAR_WIDTHS = ['w-1/4', 'w-2/4', 'w-3/4', 'w-full'] as const;
type LeaderT = Translate<LeaderWordKey>;
const stepLabel = (t: LeaderT, step: number) =>
  t('wizard.stepLabel', { number: step + 1, count: STEP_COUNT, name: t(LEADER_STEPS[step]!) });
const SHAPE = HOUSE_CHURCH_FORM_SHAPES.leader;
const loadSchemas = () => import('#shared/house-churches/contract.ts');

/** What the error summary calls each field (a page posted without JavaScript lists them). */
function fieldLabels(t: LeaderT, words: Translate<HouseChurchWordKey>): Record<string, string> {
  return {
    first_name: words('label.firstName'),
    last_name: words('label.lastName'),
    email: words('label.email'),
    phone: words('label.phone'),
    years_saved: t('label.yearsSaved'),
    testimony: words('label.testimony'),
    ministry_experience: t('label.ministryExperience'),
    spiritual_gifts: words('label.spiritualGifts'),
    current_church: t('label.currentChurch'),
    ...Object.fromEntries(
      [1, 2].flatMap((number) => [
        [`reference${number}_name`, t('label.referenceNameOf', { number })],
        [`reference${number}_relationship`, t('label.referenceRelationshipOf', { number })],
        [`reference${number}_email`, t('label.referenceEmailOf', { number })],
        [`reference${number}_phone`, t('label.referencePhoneOf', { number })],
      ]),
    ),
    statement_of_faith_agreed: t('label.statementOfFaith'),
    code_of_conduct_agreed: t('label.codeOfConduct'),
    ministry_guidelines_agreed: t('label.ministryGuidelines'),
  };
}

function errorsOfStep(errors: Record<string, string | undefined>, step: number) {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => leaderStepOfField(name) === step));
}

function ProgressBar({ step }: { step: number }) {
  const t = useWords(LEADER_WORDS);
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('wizard.progress')}
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={stepLabel(t, step)}
        className="h-2.5 overflow-hidden rounded-full bg-navy-100"
      >
        <div className={`h-full rounded-full bg-gold-500 transition-all ${BAR_WIDTHS[step]}`} />
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-2 text-xs sm:text-sm">
        {LEADER_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={
              index === step ? 'font-bold text-navy-950' : index < step ? 'text-navy-800' : 'text-navy-700'
            }
          >
            <span className="block font-semibold">
              {index < step ? <span aria-hidden="true">✓ </span> : null}
              {index + 1}
            </span>
            {/* On a phone only the current step's name shows; the others stay for screen readers. */}
            <span className={index === step ? undefined : 'sr-only sm:not-sr-only'}>{t(name)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function LeaderApplication({ initial }: { initial?: FormOutcome | undefined }) {
  const t = useWords(LEADER_WORDS);
  const words = useWords(HOUSE_CHURCH_WORDS);
  const locale = useLocale();
  const localePath = useLocalePath();
  const labels = useMemo(() => fieldLabels(t, words), [t, words]);
  const [step, setStep] = useState(() => stepOfAnswer(initial));
  // Every answer given so far; the steps not on screen post theirs from hidden fields.
  const [answers, setAnswers] = useState<FormValues>(initial?.values ?? {});
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Why the step changed (nothing on the first render): the new step's heading gets focus, or, when
  // the server sent the visitor back to fix a field, the form kit focuses that field.
  const moved = useRef<'heading' | 'field' | null>(null);
  const checking = useRef(false);

  function goTo(next: number, focus: 'heading' | 'field') {
    moved.current = focus;
    setStep(next);
  }

  const form = useForm({
    schema: () => loadSchemas().then((module) => module.leaderApplicationSchema),
    shape: SHAPE,
    guarded: true,
    failureMessage: failureSaying(t('failed'), t('networkFailed')),
    // The server's error values joined into one message.
    refusalMessage: (error) => Object.values(error.fields).flat().join(' ') || error.message,
    send: (values) => {
      setAnswers(values);
      // A refusal naming fields of an earlier step sends the visitor back to the first of them.
      return sendForm(HOUSE_CHURCH_API.apply, values, (error) => {
        const wrong = Object.keys(error.fields);
        if (wrong.length > 0) goTo(Math.min(...wrong.map(leaderStepOfField)), 'field');
      });
    },
    onSuccess: () => trackLead({ form: 'house_church_leader_application' }),
    initial,
  });

  useEffect(() => {
    const focus = moved.current;
    if (!focus) return;
    moved.current = null;
    setAnnouncement(stepLabel(t, step));
    if (focus === 'heading') headingRef.current?.focus();
  }, [step, t]);

  // The fields refill from the answers so far; errors show on the step that has them (the others'
  // are found again by their own step's check when the visitor gets there).
  const refill = useMemo(() => refillOf(answers), [answers]);
  const context = useMemo(
    () => ({ ...form.context, values: refill, errors: errorsOfStep(form.context.errors, step) }),
    [form.context, refill, step],
  );

  /** Forward when every step so far is complete; the last step is the kit's own submit. */
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (step === LAST_STEP) return form.formProps.onSubmit(event);
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    try {
      const values = readForm(new FormData(event.currentTarget), SHAPE);
      const incomplete = (await loadSchemas()).firstIncompleteLeaderStep(values, step);
      setAnswers(values);
      if (incomplete) {
        if (incomplete.step !== step) goTo(incomplete.step, 'field');
        form.showErrors(incomplete.fields);
        return;
      }
      form.showErrors({});
      goTo(step + 1, 'heading');
    } finally {
      checking.current = false;
    }
  }

  /** Back is always allowed and keeps what this step has so far. */
  function onPrevious(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const element = event.currentTarget.form;
    if (element) setAnswers(readForm(new FormData(element), SHAPE));
    form.showErrors({});
    goTo(step - 1, 'heading');
  }

  if (form.succeeded) {
    return (
      <SubmittedPanel
        id={form.answerId}
        panelRef={form.successRef}
        title={t('wizard.submittedTitle')}
        message={form.message}
      >
        <h3 className="mt-8 font-serif text-xl font-bold text-navy-950">{words('form.nextTitle')}</h3>
        <ol className="mt-4 space-y-4 border-l-2 border-gold-400 pl-6">
          {leaderTimeline(locale).map((item) => (
            <li key={item.title}>
              <p className="font-semibold text-navy-950">
                {item.title} <span className="font-normal text-gold-800">({item.when})</span>
              </p>
              <p className="text-navy-800">{item.text}</p>
            </li>
          ))}
        </ol>
      </SubmittedPanel>
    );
  }

  const Step = STEP_COMPONENTS[step]!;
  const last = step === LAST_STEP;
  return (
    <FormKit
      form={{ ...form, context, formProps: { ...form.formProps, onSubmit } }}
      action={localePath(stepPostPath(step))}
      aria-labelledby="leader-step-title"
      className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <ProgressBar step={step} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="leader-step-title"
        className="mt-8 font-serif text-2xl font-bold text-navy-950"
      >
        <span className="sr-only">{t('wizard.stepOf', { number: step + 1, count: STEP_COUNT })} </span>
        {t(LEADER_STEPS[step]!)}
      </h2>
      <RequiredNote className="mt-1 mb-6 text-sm text-navy-700" />
      <div className="mb-6 empty:hidden">
        <ErrorSummary labels={labels} always={Boolean(initial && !initial.ok)} />
      </div>
      <Step />
      {carriedAnswers(answers, step).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mt-6">
        <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      </div>
      {/* Next comes first, so Enter in a field moves forward; on a wide screen it sits on the right. */}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {last ? (form.submitting ? words('form.submitting') : t('wizard.submit')) : t('wizard.next')}
        </Button>
        {step > 0 ? (
          <Button
            type="submit"
            variant="secondary"
            formAction={localePath(stepPostPath(step, true))}
            onClick={onPrevious}
          >
            {t('wizard.previous')}
          </Button>
        ) : null}
      </div>
    </FormKit>
  );
}
