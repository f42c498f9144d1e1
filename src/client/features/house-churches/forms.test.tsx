/**
 * The join form's and the leader application's answers to the server (spec section 8). Server
 * answers are stand-ins here because a network failure, a church that fills up between load and
 * submit, or a server that disagrees with the browser cannot be produced on demand; the real API is
 * covered by the API tests and the browser journeys.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIELD_MESSAGES,
  HOUSE_CHURCH_MESSAGES,
  LEADER_MESSAGES,
  type PublicHouseChurch,
} from '#shared/house-churches.ts';
import { JoinForm } from './JoinForm.tsx';
import { LeaderApplication } from './LeaderApplication.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id)!, { target: { value } });

const church: PublicHouseChurch = {
  id: 3,
  name: 'Pflugerville Supper Church',
  description: 'A meal.',
  neighborhood: 'Falcon Pointe',
  city: 'Pflugerville',
  state: 'TX',
  meeting_day: 'Friday',
  meeting_time: '18:30:00',
  meeting_duration_hours: 3,
  leader_name: 'Marcus Thompson',
  current_members: 11,
  max_capacity: 12,
  spots_available: 1,
  accepts_children: true,
  requires_vaccination: false,
  is_full: false,
  is_flagship: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JoinForm', () => {
  function fillAndSubmit() {
    type('join-first_name', 'Lydia');
    type('join-last_name', 'Thyatira');
    type('join-email', 'lydia@example.net');
    type('join-phone', '512-555-0177');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
  }

  it('disables the button while submitting, then shows the next steps', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<JoinForm church={church} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(json(201, { message: HOUSE_CHURCH_MESSAGES.joined })));
    expect(await screen.findByRole('heading', { name: HOUSE_CHURCH_MESSAGES.submittedTitle })).toBeTruthy();
  });

  it('turns into Church at Capacity when the server says the church filled up (409)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: HOUSE_CHURCH_MESSAGES.full })),
    );
    render(<JoinForm church={church} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    expect(await screen.findByText(HOUSE_CHURCH_MESSAGES.full)).toBeTruthy();
    const button = screen.getByRole('button', {
      name: HOUSE_CHURCH_MESSAGES.atCapacity,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it.each([
    [
      'a server error without a message',
      async () => new Response('oops', { status: 502 }),
      HOUSE_CHURCH_MESSAGES.submitFailed,
    ],
    [
      'a network failure',
      async () => Promise.reject(new TypeError('offline')),
      HOUSE_CHURCH_MESSAGES.submitNetworkFailed,
    ],
  ])('says so on %s and lets the visitor try again', async (_name, answer, message) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    render(<JoinForm church={church} />, { wrapper: MemoryRouter });
    fillAndSubmit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit Registration' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('is disabled from the start for a full church', () => {
    render(<JoinForm church={{ ...church, is_full: true, spots_available: 0 }} />, { wrapper: MemoryRouter });
    expect(
      (screen.getByRole('button', { name: HOUSE_CHURCH_MESSAGES.atCapacity }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('LeaderApplication', () => {
  async function completeAllSteps() {
    const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const [id, value] of [
      ['first_name', 'Aquila'],
      ['last_name', 'Pontus'],
      ['email', 'aquila@example.net'],
      ['phone', '512-555-0160'],
      ['years_saved', '3'],
    ]) {
      type(`leader-${id}`, value!);
    }
    next();
    await screen.findByText('Ministry Background', { selector: 'h2' });
    for (const id of ['testimony', 'ministry_experience', 'spiritual_gifts'])
      type(`leader-${id}`, 'Something true.');
    next();
    await screen.findByText('References', { selector: 'h2' });
    for (const n of [1, 2]) {
      type(`leader-reference${n}_name`, `Ref ${n}`);
      type(`leader-reference${n}_email`, `ref${n}@example.net`);
      type(`leader-reference${n}_phone`, '512-555-0100');
    }
    next();
    await screen.findByText('Agreements', { selector: 'h2' });
    for (const name of [
      'statement_of_faith_agreed',
      'code_of_conduct_agreed',
      'ministry_guidelines_agreed',
    ]) {
      fireEvent.click(document.getElementById(`leader-${name}`)!);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
  }

  it('goes back to the first step the server found wrong, with the errors joined into one message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: 'Please correct the highlighted fields.',
          fields: { email: [FIELD_MESSAGES.invalidEmail], testimony: [FIELD_MESSAGES.testimony] },
        }),
      ),
    );
    render(<LeaderApplication />, { wrapper: MemoryRouter });
    await completeAllSteps();
    expect(
      await screen.findByText(`${FIELD_MESSAGES.invalidEmail} ${FIELD_MESSAGES.testimony}`),
    ).toBeTruthy();
    expect(screen.getByText('Personal Info', { selector: 'h2' })).toBeTruthy();
    expect(document.getElementById('leader-email')!.getAttribute('aria-invalid')).toBe('true');
    expect((document.getElementById('leader-first_name') as HTMLInputElement).value).toBe('Aquila');
  });

  it.each([
    [
      'a server error without a message',
      async () => new Response('', { status: 500 }),
      LEADER_MESSAGES.failed,
    ],
    [
      'a network failure',
      async () => Promise.reject(new TypeError('offline')),
      LEADER_MESSAGES.networkFailed,
    ],
  ])('says so on %s, keeping the answers', async (_name, answer, message) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    render(<LeaderApplication />, { wrapper: MemoryRouter });
    await completeAllSteps();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Agreements', { selector: 'h2' })).toBeTruthy());
    expect((document.getElementById('leader-statement_of_faith_agreed') as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
