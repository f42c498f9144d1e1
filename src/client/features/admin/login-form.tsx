import { useId, useState } from 'react';
import { signIn } from './admin-api.ts';

/**
 * The staff sign-in form (spec sections 2 and 8). Posts JSON to the API with fetch and calls
 * onSignedIn on success; errors are announced (role="alert") and the button is disabled while the
 * request is in flight. method="post" keeps the password out of the URL should the script not run.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (username: string) => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const result = await signIn({
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (result.ok) {
      onSignedIn(result.data.username);
      return; // stays disabled while the next page loads
    }
    setError(result.message);
    setSubmitting(false);
  }

  const inputClass =
    'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
    'shadow-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600 ' +
    'aria-[invalid=true]:border-red-700';

  return (
    <form method="post" onSubmit={handleSubmit} className="space-y-5">
      <div
        id={errorId}
        role="alert"
        className={
          error ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800' : ''
        }
      >
        {error}
      </div>
      <div>
        <label htmlFor={`${id}-username`} className="block text-sm font-semibold text-slate-800">
          Username
        </label>
        <input
          id={`${id}-username`}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-slate-800">
          Password
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={256}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-md bg-indigo-700 px-4 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-indigo-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {submitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
