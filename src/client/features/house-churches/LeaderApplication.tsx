/**
 * The leader application wizard (spec sections 2, 4, 5, 8 and 9): four steps, forward only when the
 * current step is complete (the step's own zod schema, the same the server checks), back always,
 * answers kept across steps. A progress bar and a polite live region tell screen-reader users where
 * they are. The server checks the whole application again; its field errors send the visitor back
 * to the first step with an error.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/form-guard-fields.ts';
import {
  HOUSE_CHURCH_API,
  LEADER_MESSAGES,
  LEADER_STEP_SCHEMAS,
  LEADER_STEPS,
  LEADER_TIMELINE,
  leaderStepOfField,
} from '#shared/house-churches.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { trackLead } from '../../lib/analytics.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { fieldErrors, focusFirstError, primaryButton, secondaryButton } from './fields.tsx';
import { EMPTY_ANSWERS, fieldId, type LeaderAnswers, STEP_COMPONENTS } from './leader-steps.tsx';
import { HoneypotField } from '#client/components/HoneypotField.tsx';

const STEP_COUNT = LEADER_STEPS.length;
/** Tailwind widths for the bar (no inline styles under our CSP). */
const BAR_WIDTHS = ['w-1/4', 'w-2/4', 'w-3/4', 'w-full'] as const;
const stepLabel = (step: number) => `Step ${step + 1} of ${STEP_COUNT}: ${LEADER_STEPS[step]}`;

function ProgressBar({ step }: { step: number }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={stepLabel(step)}
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
            <span className={index === step ? undefined : 'sr-only sm:not-sr-only'}>{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Submitted({ message }: { message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-green-200 bg-white p-6 shadow-sm sm:p-10">
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-green-900">
        Application Submitted!
      </h2>
      <p className="mt-3 text-lg text-navy-800">{message}</p>
      <h3 className="mt-8 font-serif text-xl font-bold text-navy-950">What happens next</h3>
      <ol className="mt-4 space-y-4 border-l-2 border-gold-400 pl-6">
        {LEADER_TIMELINE.map((item) => (
          <li key={item.title}>
            <p className="font-semibold text-navy-950">
              {item.title} <span className="font-normal text-gold-800">({item.when})</span>
            </p>
            <p className="text-navy-800">{item.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/house-churches" className={primaryButton}>
          Back to House Churches
        </Link>
        <Link to="/" className={secondaryButton}>
          Return Home
        </Link>
      </div>
    </div>
  );
}

export function LeaderApplication() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<LeaderAnswers>(EMPTY_ANSWERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'editing' | 'submitting' | 'submitted'>('editing');
  const [message, setMessage] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  const moved = useRef(false);
  // Without JavaScript the steps cannot work; the button waits for it so nothing is sent as a URL.
  const hydrated = useHydrated();

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  // After a step change (not on first render), announce it and put focus on the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    setAnnouncement(stepLabel(step));
    headingRef.current?.focus();
  }, [step]);

  const change = <K extends keyof LeaderAnswers>(field: K, value: LeaderAnswers[K]) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  function goTo(next: number) {
    moved.current = true;
    setStep(next);
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    requestAnimationFrame(() => focusFirstError(formRef.current, Object.keys(found).map(fieldId)));
  }

  /** The current step's own check: forward only when it passes. */
  function stepIsComplete(): boolean {
    const parsed = LEADER_STEP_SCHEMAS[step]!.safeParse(answers);
    if (parsed.success) return true;
    showErrors(fieldErrors(parsed.error.issues));
    return false;
  }

  async function submit() {
    setStatus('submitting');
    setMessage('');
    try {
      const answer = await apiRequest<{ message: string }>(HOUSE_CHURCH_API.apply, {
        method: 'POST',
        body: {
          ...answers,
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
          [STARTED_AT_FIELD]: startedAt.current,
        },
      });
      setMessage(answer.message);
      setStatus('submitted');
      trackLead({ form: 'house_church_leader_application' });
    } catch (error) {
      setStatus('editing');
      if (!(error instanceof ApiError)) {
        setMessage(LEADER_MESSAGES.networkFailed);
        return;
      }
      const fields = Object.entries(error.fields);
      // Spec section 8: the server's error values joined into one message.
      const joined = fields.flatMap(([, messages]) => messages).join(' ');
      setMessage(joined || (error.fromServer ? error.message : LEADER_MESSAGES.failed));
      if (fields.length > 0) {
        const first = Math.min(...fields.map(([field]) => leaderStepOfField(field)));
        if (first !== step) goTo(first);
        showErrors(Object.fromEntries(fields.map(([field, messages]) => [field, messages[0] ?? ''])));
      }
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting' || !stepIsComplete()) return;
    setMessage('');
    if (step < STEP_COUNT - 1) goTo(step + 1);
    else void submit();
  }

  if (status === 'submitted') return <Submitted message={message} />;

  const Step = STEP_COMPONENTS[step]!;
  const last = step === STEP_COUNT - 1;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
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
        <span className="sr-only">
          Step {step + 1} of {STEP_COUNT}:{' '}
        </span>
        {LEADER_STEPS[step]}
      </h2>
      <p className="mt-1 mb-6 text-sm text-navy-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with a star</span> are required.
      </p>
      <Step answers={answers} errors={errors} change={change} />
      <HoneypotField inputRef={honeypotRef} />
      <p role="alert" className="mt-6 font-semibold text-red-700 empty:hidden">
        {message}
      </p>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <button
            type="button"
            onClick={() => {
              setErrors({});
              setMessage('');
              goTo(step - 1);
            }}
            className={secondaryButton}
          >
            Previous
          </button>
        ) : (
          <span />
        )}
        <button type="submit" disabled={!hydrated || status === 'submitting'} className={primaryButton}>
          {last ? (status === 'submitting' ? 'Submitting...' : 'Submit Application') : 'Next'}
        </button>
      </div>
    </form>
  );
}
