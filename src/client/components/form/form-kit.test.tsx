/**
 * The kit as a person meets it: an early submit is held (shown as submitting) until the minimum
 * fill time, then sent once; the shared schema's messages appear on the fields, wired for assistive
 * technology, with focus on the first; the server's refusals land on the same fields; a robot
 * refusal is never shown as success.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MIN_FILL_MS, SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import { ApiError } from '#client/lib/api.ts';
import { Button } from '#client/components/form/Button.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { FormMessage } from '#client/components/form/ErrorSummary.tsx';
import { EmailField, TextField } from '#client/components/form/fields.tsx';
import { FormKit } from '#client/components/form/FormKit.tsx';
import { SuccessPanel } from '#client/components/form/SuccessPanel.tsx';
import { useForm } from '#client/components/form/use-form.ts';
import type { FormOutcome } from '#shared/forms/form-data.ts';

const schema = z.object({
  name: z.string({ error: 'Please enter your name.' }).trim().min(1, 'Please enter your name.'),
  email: z.email({ error: 'Please enter a valid email address.' }),
  agree: z.boolean(),
});

function TestForm({ send }: { send: (values: Record<string, unknown>) => Promise<{ message: string }> }) {
  const form = useForm({
    schema: async () => schema,
    shape: { booleans: ['agree'] },
    guarded: true,
    failureMessage: 'Something went wrong.',
    send,
  });
  if (form.succeeded) return <p role="status">{form.message}</p>;
  return (
    <FormKit form={form} action="/test">
      <TextField name="name" label="Name" required />
      <EmailField name="email" label="Email" required />
      <CheckboxField name="agree" label="I agree" />
      <FormMessage tone={form.status === 'error' ? 'error' : null} message={form.message} />
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending...' : 'Send'}
      </Button>
    </FormKit>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** What a screen reader reads after the field's name: the texts its aria-describedby points to. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function fillAndSend() {
  fireEvent.change(field('Name'), { target: { value: 'Ann' } });
  fireEvent.change(field('Email'), { target: { value: 'ann@example.org' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the form kit', () => {
  it('holds a submit made sooner than a person could fill the form, then sends it once', async () => {
    const send = vi.fn(async () => ({ message: 'Thank you!' }));
    render(<TestForm send={send} />);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await fillAndSend();
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(MIN_FILL_MS - 250);
    });
    expect(send).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ann', email: 'ann@example.org', agree: false, website: '' }),
      expect.anything(),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toContain('Thank you!');
  });

  it('does not hold a form filled at a person’s pace', async () => {
    const send = vi.fn(async () => ({ message: 'Thank you!' }));
    render(<TestForm send={send} />);
    await act(async () => {
      vi.advanceTimersByTime(MIN_FILL_MS + 1);
    });
    await fillAndSend();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the schema’s messages on the fields, wired for assistive technology, and focuses the first', async () => {
    const send = vi.fn(async () => ({ message: 'Thank you!' }));
    render(<TestForm send={send} />);
    fireEvent.change(field('Email'), { target: { value: 'not an address' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const name = field('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('Please enter your name.');
    expect(description(field('Email'))).toBe('Please enter a valid email address.');
    expect(document.activeElement).toBe(name);
    expect(send).not.toHaveBeenCalled();
    // Typing in a field clears its error.
    fireEvent.change(name, { target: { value: 'A' } });
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it('puts the server’s field errors on the fields and never says a refused post was sent', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'Please check the form.', { email: ['That address bounced.'] }),
      )
      .mockRejectedValueOnce(new ApiError(400, SPAM_REJECTED_MESSAGE));
    render(<TestForm send={send} />);
    await act(async () => {
      vi.advanceTimersByTime(MIN_FILL_MS);
    });
    await fillAndSend();
    expect(description(field('Email'))).toBe('That address bounced.');
    expect(document.activeElement).toBe(field('Email'));
    expect(screen.getByRole('alert').textContent).toContain('Please check the form.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(SPAM_REJECTED_MESSAGE);
    expect(screen.queryByText('Thank you!')).toBeNull();
  });

  it('posts to its page without JavaScript, with the honeypot and the start time', () => {
    render(<TestForm send={vi.fn()} />);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    // The page that answers opens at the answer (#form-answer), not at its top.
    expect(form.getAttribute('action')).toBe('/test#form-answer');
    expect(form.querySelector('input[name="website"]')).not.toBeNull();
    expect(form.querySelector('input[name="form_started_at"]')).not.toBeNull();
  });
});

/**
 * The two ways a form shows its success: a panel in the form's place (most forms), or a line in the
 * form that stays (the newsletter's), each with a long page above it.
 */
function AnsweringForm({
  send,
  panel,
  initial,
}: {
  send: () => Promise<{ message: string }>;
  panel: boolean;
  initial?: FormOutcome;
}) {
  const form = useForm({ failureMessage: 'Something went wrong.', send, initial });
  if (panel && form.succeeded) {
    return <SuccessPanel id={form.answerId} panelRef={form.successRef} message={form.message} />;
  }
  return (
    <FormKit form={form} action="/answering">
      <TextField name="name" label="Name" />
      <FormMessage
        tone={form.succeeded ? 'success' : form.status === 'error' ? 'error' : null}
        message={form.message}
      />
      <Button type="submit">Send</Button>
    </FormKit>
  );
}

describe('after a form is sent', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it.each([
    ['a panel in the form’s place', true],
    ['a line in the form', false],
  ])('with JavaScript, brings the success message (%s) into view and focuses it', async (_, panel) => {
    render(<AnsweringForm panel={panel} send={async () => ({ message: 'Thank you, we got it.' })} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const message = screen.getByText('Thank you, we got it.');
    const answer = panel ? message.closest('div')! : message;
    expect(scrolled).toEqual([answer]);
    expect(document.activeElement).toBe(answer);
  });

  it.each([
    ['a panel in the form’s place', true],
    ['a line in the form', false],
  ])('without JavaScript, the answering page’s success (%s) is where its #form-answer opens', (_, panel) => {
    render(
      <AnsweringForm panel={panel} send={vi.fn()} initial={{ ok: true, message: 'Thank you, we got it.' }} />,
    );
    const answer = document.getElementById('form-answer');
    expect(answer?.textContent).toContain('Thank you, we got it.');
    expect(document.querySelectorAll('[id="form-answer"]')).toHaveLength(1);
    // Nothing moves on its own when the page arrives: the browser opens it at the answer.
    expect(scrolled).toEqual([]);
  });

  it('without JavaScript, a refused post opens at the form with its errors', () => {
    render(
      <AnsweringForm
        panel
        send={vi.fn()}
        initial={{ ok: false, message: 'Please check the form.', fields: { name: 'Too long.' } }}
      />,
    );
    expect(document.getElementById('form-answer')?.tagName).toBe('FORM');
    expect(document.querySelectorAll('[id="form-answer"]')).toHaveLength(1);
  });
});
