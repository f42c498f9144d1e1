/**
 * The join form (spec sections 2, 4, 5 and 8): first name, last name, email and phone required,
 * receive_emails on and receive_sms off by default. Submitting, then the submitted screen with the
 * next steps. The button is disabled while submitting and when the church is full; a church that
 * filled up meanwhile is refused by the server (409) and the form says so.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '#shared/form-guard-fields.ts';
import {
  HOUSE_CHURCH_API,
  HOUSE_CHURCH_MESSAGES,
  houseChurchJoinSchema,
  JOIN_NEXT_STEPS,
  type PublicHouseChurch,
} from '#shared/house-churches.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { trackLead } from '../../lib/analytics.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import {
  Checkbox,
  fieldErrors,
  focusFirstError,
  primaryButton,
  secondaryButton,
  TextArea,
  TextField,
} from './fields.tsx';
import { HoneypotField } from '#client/components/HoneypotField.tsx';

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'testimony',
  'spiritual_gifts',
  'ministry_interests',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const id = (field: string) => `join-${field}`;

/**
 * How the church looks after an answer from the server: full (a 409). A request that is accepted
 * takes no seat (issue 9: only staff approval does), so success changes nothing shown.
 */
export type SeatChange = 'full';

export function JoinForm({
  church,
  onSeatChange,
}: {
  church: PublicHouseChurch;
  onSeatChange?: (change: SeatChange) => void;
}) {
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    testimony: '',
    spiritual_gifts: '',
    ministry_interests: '',
  });
  const [receiveEmails, setReceiveEmails] = useState(true);
  const [receiveSms, setReceiveSms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const [message, setMessage] = useState('');
  const [full, setFull] = useState(church.is_full);
  // Without JavaScript the form cannot post JSON; the button waits for it so nothing is sent as a URL.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const startedAt = useRef(0);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  useEffect(() => {
    if (status === 'submitted') doneRef.current?.focus();
  }, [status]);

  const set = (field: TextFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting' || full) return;
    const payload = {
      ...values,
      receive_emails: receiveEmails,
      receive_sms: receiveSms,
      house_church_id: church.id,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      [STARTED_AT_FIELD]: startedAt.current,
    };
    const parsed = houseChurchJoinSchema.safeParse(payload);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      setMessage('');
      // After React has marked the fields invalid.
      requestAnimationFrame(() => focusFirstError(formRef.current, TEXT_FIELDS.map(id)));
      return;
    }
    setStatus('submitting');
    setMessage('');
    try {
      const answer = await apiRequest<{ message: string }>(HOUSE_CHURCH_API.join(church.id), {
        method: 'POST',
        body: payload,
      });
      setMessage(answer.message);
      setStatus('submitted');
      trackLead({ form: 'house_church_join' });
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError) {
        if (error.status === 409) {
          setFull(true);
          onSeatChange?.('full');
        }
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']),
        );
        setErrors(fields);
        setMessage(error.fromServer ? error.message : HOUSE_CHURCH_MESSAGES.submitFailed);
      } else {
        setMessage(HOUSE_CHURCH_MESSAGES.submitNetworkFailed);
      }
    }
  }

  if (status === 'submitted') {
    return (
      <div className="rounded-2xl border border-green-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 ref={doneRef} tabIndex={-1} className="font-serif text-3xl font-bold text-green-900">
          {HOUSE_CHURCH_MESSAGES.submittedTitle}
        </h2>
        <p className="mt-3 text-navy-800">{message}</p>
        <h3 className="mt-6 font-semibold text-navy-950">What happens next</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-navy-800">
          {JOIN_NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
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

  const submitting = status === 'submitting';
  const field = (name: TextFieldName) => ({
    id: id(name),
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="join-form-title"
      className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="join-form-title" className="font-serif text-2xl font-bold text-navy-950">
        Your details
      </h2>
      <p className="mt-1 text-sm text-navy-700">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with a star</span> are required.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField {...field('first_name')} label="First name" required autoComplete="given-name" />
        <TextField {...field('last_name')} label="Last name" required autoComplete="family-name" />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          inputMode="email"
          required
          autoComplete="email"
        />
        <TextField {...field('phone')} label="Phone" type="tel" inputMode="tel" required autoComplete="tel" />
      </div>
      <div className="mt-5 grid gap-5">
        <TextArea
          {...field('testimony')}
          label="Your testimony"
          hint="How you came to faith, in a few words."
        />
        <TextField {...field('spiritual_gifts')} label="Spiritual gifts" />
        <TextField {...field('ministry_interests')} label="Ministry interests" />
      </div>
      <fieldset className="mt-6 space-y-3">
        <legend className="font-semibold text-navy-950">Stay in touch</legend>
        <Checkbox
          id="join-receive_emails"
          label="Email me updates"
          checked={receiveEmails}
          onChange={setReceiveEmails}
        />
        <Checkbox
          id="join-receive_sms"
          label="Text me updates"
          checked={receiveSms}
          onChange={setReceiveSms}
        />
      </fieldset>
      <HoneypotField inputRef={honeypotRef} />
      <p role="alert" className="mt-6 min-h-6 font-semibold text-red-700 empty:mt-0 empty:min-h-0">
        {message}
      </p>
      <div className="mt-4">
        <button type="submit" disabled={!hydrated || submitting || full} className={primaryButton}>
          {full ? HOUSE_CHURCH_MESSAGES.atCapacity : submitting ? 'Submitting...' : 'Submit Registration'}
        </button>
      </div>
    </form>
  );
}
