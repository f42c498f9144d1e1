/**
 * The join form's and the leader application's answers to the server. Server
 * answers are stand-ins here because a network failure, a church that fills up between load and
 * submit, or a server that disagrees with the browser cannot be produced on demand; the real API is
 * covered by the API tests and the browser journeys.
 */
import { localizeMessage } from '#shared/i18n/words.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { FIELD_WORDS, HOUSE_CHURCH_WORDS, LEADER_WORDS } from '#shared/house-churches/contract.ts';
import { buildHouseChurchJson } from '#tests/helpers/generators/house-church-json.ts';
import { JoinForm } from '#client/features/house-churches/JoinForm.tsx';
import { LeaderApplication } from '#client/features/house-churches/LeaderApplication.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string, scope?: HTMLElement) =>
  fireEvent.change(textbox(name, scope), { target: { value } });

const church = buildHouseChurchJson({ accepts_children: true });

// The forms hold a submit made sooner than a person could fill them; these people took their time.
let now = 0;
const takeTime = () => {
  now += MIN_FILL_MS;
};
beforeEach(() => {
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('JoinForm', () => {
  function fillAndSubmit() {
    type('First name', 'Lydia');
    type('Last name', 'Thyatira');
    type('Email', 'lydia@example.net');
    type('Phone', '512-555-0177');
    takeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
  }

  it('shows each missing field’s message under it, with focus on the first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<JoinForm church={church} />, { wrapper: MemoryRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    const first = textbox('First name');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe(
      localizeMessage(FIELD_WORDS.firstName, 'en'),
    );
    for (const message of [
      localizeMessage(FIELD_WORDS.lastName, 'en'),
      localizeMessage(FIELD_WORDS.email, 'en'),
      localizeMessage(FIELD_WORDS.phone, 'en'),
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('disables the button while submitting, then shows the next steps', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetch);
    render(<JoinForm church={church} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toMatchObject({
      first_name: 'Lydia',
      receive_emails: true,
      receive_sms: false,
      house_church_id: 3,
    });
    await act(async () => answer(json(201, { message: HOUSE_CHURCH_WORDS.in('en')('join.joined') })));
    expect(
      await screen.findByRole('heading', { name: HOUSE_CHURCH_WORDS.in('en')('join.submittedTitle') }),
    ).toBeTruthy();
    expect(screen.getByText(HOUSE_CHURCH_WORDS.in('en')('join.joined'))).toBeTruthy();
  });

  it('turns into Church at Capacity when the server says the church filled up (409)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: HOUSE_CHURCH_WORDS.in('en')('join.full') })),
    );
    const onSeatChange = vi.fn();
    render(<JoinForm church={church} onSeatChange={onSeatChange} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    expect(await screen.findByText(HOUSE_CHURCH_WORDS.in('en')('join.full'))).toBeTruthy();
    const button = screen.getByRole('button', {
      name: HOUSE_CHURCH_WORDS.in('en')('card.atCapacity'),
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(onSeatChange).toHaveBeenCalledWith('full');
  });

  it.each([
    [
      'a server error without a message',
      async () => new Response('oops', { status: 502 }),
      HOUSE_CHURCH_WORDS.in('en')('join.submitFailed'),
    ],
    [
      'a network failure',
      async () => Promise.reject(new TypeError('offline')),
      HOUSE_CHURCH_WORDS.in('en')('join.submitNetworkFailed'),
    ],
  ])('says so on %s and lets the visitor try again', async (_name, answer, message) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    render(<JoinForm church={church} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit Registration' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(textbox('First name').value).toBe('Lydia');
  });

  it('is disabled from the start for a full church', () => {
    render(<JoinForm church={{ ...church, is_full: true, spots_available: 0 }} />, { wrapper: MemoryRouter });
    expect(
      (
        screen.getByRole('button', {
          name: HOUSE_CHURCH_WORDS.in('en')('card.atCapacity'),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('without JavaScript posts to its page, and shows a refused post’s errors and values', () => {
    render(
      <JoinForm
        church={church}
        initial={{
          ok: false,
          message: '',
          fields: { email: localizeMessage(FIELD_WORDS.invalidEmail, 'en') },
          values: { first_name: 'Lydia', email: 'lydia@', receive_emails: false, receive_sms: true },
        }}
      />,
      { wrapper: MemoryRouter },
    );
    const form = screen.getByRole('form', { name: 'Your details' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/house-churches/3/join#form-answer');
    expect(form.method).toBe('post');
    expect(textbox('First name').value).toBe('Lydia');
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('link', { name: `Email: ${localizeMessage(FIELD_WORDS.invalidEmail, 'en')}` }),
    ).toBeTruthy();
    // The person had unticked the emails and ticked the texts: the form is as they left it.
    expect((screen.getByRole('checkbox', { name: 'Email me updates' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('checkbox', { name: 'Text me updates' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('LeaderApplication', () => {
  const stepHeading = (name: string) => screen.findByText(name, { selector: 'h2' });
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  async function completeAllSteps() {
    for (const [name, value] of [
      ['First name', 'Aquila'],
      ['Last name', 'Pontus'],
      ['Email', 'aquila@example.net'],
      ['Phone', '512-555-0160'],
    ] as const) {
      type(name, value);
    }
    fireEvent.change(screen.getByRole('combobox', { name: 'Years since you were saved' }), {
      target: { value: '3' },
    });
    next();
    await stepHeading('Ministry Background');
    for (const name of ['Your testimony', 'Ministry experience', 'Spiritual gifts'])
      type(name, 'Something true.');
    next();
    await stepHeading('References');
    for (const n of [1, 2]) {
      const group = screen.getByRole('group', { name: `Reference ${n}` });
      type('Full name', `Ref ${n}`, group);
      type('Email', `ref${n}@example.net`, group);
      type('Phone', '512-555-0100', group);
    }
    next();
    await stepHeading('Agreements');
    for (const name of [/statement of faith/, /code of conduct/, /ministry guidelines/]) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    takeTime();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
  }

  it('stays on a step until it is complete, and back keeps the answers', async () => {
    render(<LeaderApplication />, { wrapper: MemoryRouter });
    type('First name', 'Aquila');
    next();
    await waitFor(() => expect(screen.getByText(localizeMessage(FIELD_WORDS.yearsSaved, 'en'))).toBeTruthy());
    expect(screen.getByText('Personal Info', { selector: 'h2' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Last name')));
    type('Last name', 'Pontus');
    type('Email', 'aquila@example.net');
    type('Phone', '512-555-0160');
    fireEvent.change(screen.getByRole('combobox', { name: 'Years since you were saved' }), {
      target: { value: '21' },
    });
    next();
    await stepHeading('Ministry Background');
    type('Your testimony', 'Tentmaker.');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Personal Info');
    expect(textbox('First name').value).toBe('Aquila');
    expect(
      (screen.getByRole('combobox', { name: 'Years since you were saved' }) as HTMLSelectElement).value,
    ).toBe('21');
    next();
    await stepHeading('Ministry Background');
    expect(textbox('Your testimony').value).toBe('Tentmaker.');
  });

  it('sends every step’s answers at the end', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(201, { message: LEADER_WORDS.in('en')('received') }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<LeaderApplication />, { wrapper: MemoryRouter });
    await completeAllSteps();
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(screen.getByText(LEADER_WORDS.in('en')('received'))).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toMatchObject({
      first_name: 'Aquila',
      years_saved: 3,
      testimony: 'Something true.',
      reference2_name: 'Ref 2',
      statement_of_faith_agreed: true,
      ministry_guidelines_agreed: true,
    });
  });

  it('goes back to the first step the server found wrong, with the errors joined into one message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: 'Please correct the highlighted fields.',
          fields: {
            email: [localizeMessage(FIELD_WORDS.invalidEmail, 'en')],
            testimony: [localizeMessage(FIELD_WORDS.testimony, 'en')],
          },
        }),
      ),
    );
    render(<LeaderApplication />, { wrapper: MemoryRouter });
    await completeAllSteps();
    expect(
      await screen.findByText(
        `${localizeMessage(FIELD_WORDS.invalidEmail, 'en')} ${localizeMessage(FIELD_WORDS.testimony, 'en')}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Personal Info', { selector: 'h2' })).toBeTruthy();
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Email')));
    expect(textbox('First name').value).toBe('Aquila');
  });

  it.each([
    [
      'a server error without a message',
      async () => new Response('', { status: 500 }),
      LEADER_WORDS.in('en')('failed'),
    ],
    [
      'a network failure',
      async () => Promise.reject(new TypeError('offline')),
      LEADER_WORDS.in('en')('networkFailed'),
    ],
  ])('says so on %s, keeping the answers', async (_name, answer, message) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    render(<LeaderApplication />, { wrapper: MemoryRouter });
    await completeAllSteps();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Agreements', { selector: 'h2' })).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: /statement of faith/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('without JavaScript shows the step a post was answered with, carrying the other answers', () => {
    render(
      <LeaderApplication
        initial={{
          ok: false,
          message: '',
          fields: { testimony: localizeMessage(FIELD_WORDS.testimony, 'en') },
          values: { first_name: 'Aquila', years_saved: '21', ministry_experience: 'Rome.' },
          extra: { step: 1 },
        }}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText('Ministry Background', { selector: 'h2' })).toBeTruthy();
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/house-churches/start?step=2#form-answer');
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('formaction')).toBe(
      '/house-churches/start?step=2&back=1',
    );
    expect(textbox('Your testimony').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Ministry experience').value).toBe('Rome.');
    const carried = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(carried).toMatchObject({ first_name: 'Aquila', years_saved: '21' });
    expect(carried).not.toHaveProperty('ministry_experience');
  });
});
