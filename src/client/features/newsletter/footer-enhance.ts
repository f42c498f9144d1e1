/**
 * The footer's newsletter form on a page without React (lib/page-scripts.ts): the same states the
 * React form shows (NewsletterForm.tsx) without shipping React. It posts JSON to the same endpoint
 * as the React form, the button reads "Subscribing..." and is disabled while sending, the server's
 * answer appears under the form (an address it refuses is named at the field, with focus there),
 * and a success clears itself after 5 s with the field emptied. Without this script the form still
 * works: it is a real form posting to /newsletter.
 *
 * Loaded after the first paint (start-scripts.ts), as its own small file with no imports: everything
 * it says comes from the page (footer-enhance-script.ts), in every language, so the words stay in
 * the newsletter's catalogues; it speaks the page's (`<html lang>`), and sends it with the form so
 * the server answers, and writes, in it too.
 */

export interface FooterEnhanceConfig {
  /** Selector of the form: the footer's, posting to the newsletter page. */
  form: string;
  api: string;
  /** By language ('en', 'es'); English for a page in any other. */
  words: Record<string, FooterWords>;
  localeField: string;
  clearAfterMs: number;
  minFillMs: number;
  submissionIdField: string;
  startedAtField: string;
  honeypotField: string;
  /** The FormMessage and FieldError classes, so the answer looks as it does with React. */
  tones: { success: string; error: string };
  fieldErrorClass: string;
}

export interface FooterWords {
  idle: string;
  sending: string;
  failure: string;
  emptyEmail: string;
  invalidEmail: string;
}

interface Answer {
  ok: boolean;
  status: number;
  body: { message?: string; error?: string; fields?: Record<string, string[]> } | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function post(url: string, values: Record<string, unknown>): Promise<Answer | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(values),
      credentials: 'same-origin',
      cache: 'no-cache',
    });
    const text = await response.text();
    let body: Answer['body'];
    try {
      body = text ? (JSON.parse(text) as Answer['body']) : undefined;
    } catch {
      body = undefined;
    }
    return { ok: response.ok, status: response.status, body };
  } catch {
    return undefined; // never reached the server
  }
}

export function enhanceFooterNewsletter(config: FooterEnhanceConfig): void {
  const form = document.querySelector<HTMLFormElement>(config.form);
  const email = form?.elements.namedItem('email');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const message = form?.querySelector<HTMLElement>('[role="status"], [role="alert"]');
  if (!form || !(email instanceof HTMLInputElement) || !button || !message) return;
  const locale = document.documentElement.lang.slice(0, 2);
  const words = config.words[locale] ?? config.words.en!;
  // Like the React form's mount time: later than the server made the page, so waiting the fill time
  // from here never sends a form the server would take for a robot's.
  const readyAt = performance.now();
  let busy = false;
  let submissionId: string | null = null;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (tone: 'success' | 'error' | null, text: string) => {
    message.setAttribute('role', tone === 'error' ? 'alert' : 'status');
    message.classList.remove(...config.tones.success.split(' '), ...config.tones.error.split(' '));
    message.classList.add(...(tone === 'success' ? config.tones.success : config.tones.error).split(' '));
    message.textContent = text;
  };
  const fieldError = () => document.getElementById(`${email.id}-error`);
  const clearFieldError = () => {
    fieldError()?.remove();
    email.removeAttribute('aria-invalid');
    email.removeAttribute('aria-describedby');
  };
  const showFieldError = (text: string) => {
    clearFieldError();
    const line = document.createElement('p');
    line.id = `${email.id}-error`;
    line.className = config.fieldErrorClass;
    line.textContent = text;
    email.after(line);
    email.setAttribute('aria-invalid', 'true');
    email.setAttribute('aria-describedby', line.id);
    email.focus();
  };
  const sending = (on: boolean) => {
    button.disabled = on;
    button.textContent = on ? words.sending : words.idle;
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  };

  email.addEventListener('input', clearFieldError);
  // Marks the form as answered in place (journeys wait for it, as for React's hydration).
  form.dataset.enhanced = '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    clearTimeout(clearTimer);
    // The browser's own reading of the address; the server checks it again with the shared schema.
    const problem =
      email.value.trim() === '' ? words.emptyEmail : email.validity.typeMismatch ? words.invalidEmail : '';
    if (problem) {
      show(null, '');
      showFieldError(problem);
      return;
    }
    busy = true;
    void (async () => {
      const data = new FormData(form);
      const startedAt = Number(data.get(config.startedAtField));
      const values: Record<string, unknown> = {
        email: String(data.get('email') ?? '').trim() || undefined,
        [config.honeypotField]: String(data.get(config.honeypotField) ?? ''),
        [config.startedAtField]: Number.isFinite(startedAt) && startedAt > 0 ? startedAt : undefined,
        // The form's own hidden field says the page's language, as it does for the React form.
        [config.localeField]: String(data.get(config.localeField) ?? locale),
      };
      clearFieldError();
      show(null, '');
      sending(true);
      // A person is never turned away for being quick: an early submit waits out the fill time.
      const early = config.minFillMs - (performance.now() - readyAt);
      if (early > 0) await sleep(early);
      values[config.submissionIdField] = submissionId ??= newSubmissionId();
      const answer = await post(config.api, values);
      sending(false);
      busy = false;
      if (answer?.ok) {
        submissionId = null;
        show('success', answer.body?.message ?? '');
        email.value = '';
        clearTimer = setTimeout(() => show(null, ''), config.clearAfterMs);
        return;
      }
      const refused = answer !== undefined && answer.status < 500 && typeof answer.body?.error === 'string';
      const emailError = refused ? answer.body?.fields?.email?.[0] : undefined;
      if (emailError) {
        show('error', '');
        showFieldError(emailError);
      } else show('error', words.failure);
    })();
  });
}
