/**
 * The login form's states and messages (docs/product.md#signing-in). The server answers are stand-ins here
 * because network failures and message-less errors cannot be produced by the real API on demand;
 * the real API is covered by the auth API tests and the browser journey.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_WORDS } from '#shared/auth/contract.ts';
import { ApiError, NetworkError } from '#client/lib/api.ts';
import { loginFailureMessage } from '#client/features/admin/admin-api.ts';
import { LoginForm } from '#client/features/admin/auth/login-form.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const username = () => screen.getByLabelText(/^Username/);
const password = () => screen.getByLabelText(/^Password/);

function fill(name: string, secret: string) {
  fireEvent.change(username(), { target: { value: name } });
  fireEvent.change(password(), { target: { value: secret } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('labels both fields with the autocomplete hints password managers need', () => {
    render(<LoginForm onSignedIn={() => {}} />);
    expect(username().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
  });

  it('posts JSON, disables the button while submitting, and reports the signed-in user', async () => {
    let answer!: (response: Response) => void;
    const fetchStub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    fill('pastor.ann', 'correct horse');

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/admin/login/',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ username: 'pastor.ann', password: 'correct horse' }),
      }),
    );
    answer(json(200, { success: true, message: 'Login successful', username: 'pastor.ann' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('pastor.ann'));
  });

  it('hands a right password for an account with two-factor to the code step, not to the admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          success: true,
          message: 'Enter the code from your authenticator app.',
          username: 'pastor.ann',
          twoFactor: 'code_needed',
        }),
      ),
    );
    const onSignedIn = vi.fn();
    const onTwoFactor = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} onTwoFactor={onTwoFactor} />);
    fill('pastor.ann', 'correct horse');
    await waitFor(() => expect(onTwoFactor).toHaveBeenCalledWith('code_needed'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says a wrong username or password, marks both fields and puts the keyboard back on the first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Invalid username or password' })),
    );
    render(<LoginForm onSignedIn={() => {}} />);
    fill('pastor.ann', 'wrong');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AUTH_WORDS.invalidCredentials));
    for (const field of [username(), password()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    }
    await waitFor(() => expect(document.activeElement).toBe(username()));
  });

  it.each([
    ['a 401', () => json(401, { error: 'Invalid username or password' }), AUTH_WORDS.invalidCredentials],
    ['a 500 without a message', () => new Response('oops', { status: 500 }), AUTH_WORDS.loginFailed],
    [
      'a 429 with a message',
      () => json(429, { error: AUTH_WORDS.tooManyAttempts }),
      AUTH_WORDS.tooManyAttempts,
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), AUTH_WORDS.networkError],
  ])('announces %s as an alert and lets the person try again', async (_name, respond, message) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    const onSignedIn = vi.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    fill('pastor.ann', 'wrong');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    // Only a refusal of what was typed marks the fields; a busy or unreachable server does not.
    const wrongCredentials = message === AUTH_WORDS.invalidCredentials;
    expect(password().getAttribute('aria-invalid')).toBe(wrongCredentials ? 'true' : null);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says what is missing under its field, with the API schema’s words, without asking the server', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    render(<LoginForm onSignedIn={() => {}} />);
    fireEvent.change(username(), { target: { value: 'pastor.ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(password().getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(AUTH_WORDS.passwordRequired);
    expect(username().getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(password()));
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('loginFailureMessage', () => {
  it('maps answers to their messages', () => {
    expect(loginFailureMessage(new ApiError(401, 'anything'))).toBe('Invalid username or password');
    expect(loginFailureMessage(new ApiError(400, 'Please enter your username.'))).toBe(
      'Please enter your username.',
    );
    expect(loginFailureMessage(new ApiError(502, 'Bad Gateway', {}, false))).toBe('Login failed');
    expect(loginFailureMessage(new ApiError(500, ''))).toBe('Login failed');
    expect(loginFailureMessage(new NetworkError(new TypeError('offline')))).toBe(
      'An error occurred. Please try again.',
    );
  });
});
