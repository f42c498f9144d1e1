import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_WORDS } from '#shared/giving/words.ts';
import { MIN_FILL_MS, SPAM_REJECTED_MESSAGE } from '#shared/forms/guard-fields.ts';
import { DonationForm } from '#client/features/giving/DonationForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^(Give|Processing)/ }) as HTMLButtonElement;
/** Lets the lazily loaded schema and the answers settle, and moves the clock by `ms`. */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function fillValid() {
  fireEvent.change(field(/^Amount \(USD\)/), { target: { value: '25.50' } });
  fireEvent.change(field(/^Name/), { target: { value: 'Lydia Purpura' } });
  fireEvent.change(field(/^Email/), { target: { value: 'lydia@example.org' } });
  fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'MISSIONS' } });
}

// The schema the form loads on first use, loaded once here so a test's clock decides the timing.
beforeAll(async () => {
  await import('#shared/giving/contract.ts');
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The hold of an early submit is timed with setTimeout and performance.now; the test moves both.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DonationForm', () => {
  it('shows the messages for an empty form, focuses the amount and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm />);
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText(DONATION_WORDS.invalidAmount)).toBeTruthy();
    expect(screen.getByText(DONATION_WORDS.nameRequired)).toBeTruthy();
    expect(screen.getByText(DONATION_WORDS.emailRequired)).toBeTruthy();
    expect(field(/^Amount \(USD\)/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Amount \(USD\)/).getAttribute('aria-describedby')).toMatch(/amount-hint .*amount-error/);
    expect(document.activeElement).toBe(field(/^Amount \(USD\)/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['0', '-1', '0.5', '25.555'])('refuses the amount %s in the browser', async (amount) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm />);
    fillValid();
    fireEvent.change(field(/^Amount \(USD\)/), { target: { value: amount } });
    fireEvent.click(submitButton());
    await settle(MIN_FILL_MS);
    expect(screen.getByText(DONATION_WORDS.invalidAmount)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a preset fills the amount, is shown pressed, and clears the amount error', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<DonationForm />);
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText(DONATION_WORDS.invalidAmount)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '$50' }));
    expect(field(/^Amount \(USD\)/).value).toBe('50');
    expect(screen.getByRole('button', { name: '$50' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(DONATION_WORDS.invalidAmount)).toBeNull();
    expect(field(/^Amount \(USD\)/).getAttribute('aria-invalid')).toBeNull();
    expect(submitButton().textContent).toBe('Give $50.00');
  });

  it('holds a quick gift as Processing... until the minimum fill time, creates the donation and the checkout, and goes there', async () => {
    let releaseCheckout!: (response: Response) => void;
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(201, { id: 'd-1', amount: 25.5, category: 'MISSIONS', payment_status: 'pending' }),
      )
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (releaseCheckout = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm />);
    fillValid();
    expect(submitButton().textContent).toBe('Give $25.50');
    fireEvent.click(submitButton());
    await settle();

    // Quicker than the minimum fill time: held, never refused.
    expect(submitButton().textContent).toBe('Processing...');
    expect(submitButton().disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(MIN_FILL_MS);

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/donations/');
    expect(JSON.parse(init.body)).toMatchObject({
      amount: 25.5,
      name: 'Lydia Purpura',
      email: 'lydia@example.org',
      donation_type: 'ONE_TIME',
      category: 'MISSIONS',
      is_anonymous: false,
      payment_status: 'manual',
      website: '',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/donations/create_checkout_session/');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toEqual({ donation_id: 'd-1' });
    await act(async () =>
      releaseCheckout(json(200, { id: 'cs_1', url: 'https://checkout.example/pay/cs_1' })),
    );
    expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_1');
    // Still processing while the browser leaves for the checkout.
    expect(submitButton().textContent).toBe('Processing...');
    expect(screen.queryByText(SPAM_REJECTED_MESSAGE, { exact: false })).toBeNull();
  });

  it('sends the anonymous choice and the message', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(201, { id: 'd-3' }))
      .mockResolvedValueOnce(json(200, { id: 'cs_3', url: '/giving/demo-checkout/d-3' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm />);
    await settle(MIN_FILL_MS);
    fillValid();
    fireEvent.click(screen.getByLabelText('Give anonymously'));
    fireEvent.change(field(/^Message/), { target: { value: 'For the mission field' } });
    fireEvent.click(submitButton());
    await settle();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      is_anonymous: true,
      message: 'For the mission field',
    });
    expect(assign).toHaveBeenCalledWith('/giving/demo-checkout/d-3');
  });

  it('gives every month with the fee covered: the exact amount shows as the amount is typed, and both are sent', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(201, { id: 'r-1' }))
      .mockResolvedValueOnce(json(200, { id: 'cs_r', url: '/giving/demo-checkout/r-1' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm fee={{ percentBasisPoints: 290, fixedCents: 30 }} />);
    await settle(MIN_FILL_MS);
    expect(screen.getByLabelText(/^Add the card fee \(2\.9% \+ \$0\.30\)/)).toBeTruthy();
    fillValid();
    fireEvent.change(field(/^Amount \(USD\)/), { target: { value: '50' } });
    fireEvent.click(screen.getByLabelText('Every month'));
    const cover = screen.getByLabelText('Add $1.81 so the ministry receives $50.00.') as HTMLInputElement;
    expect(cover.checked).toBe(false);
    fireEvent.click(cover);
    expect(submitButton().textContent).toBe('Give $51.81 monthly');
    fireEvent.click(submitButton());
    await settle();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      amount: 50,
      frequency: 'month',
      cover_fee: true,
      donation_type: 'RECURRING',
    });
    expect(assign).toHaveBeenCalledWith('/giving/demo-checkout/r-1');
  });

  it("shows 'An error occurred: …' with the server's message and lets the donor try again", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(201, { id: 'd-2' }))
        .mockResolvedValueOnce(json(502, { error: DONATION_WORDS.checkoutUnavailable })),
    );
    render(<DonationForm />);
    await settle(MIN_FILL_MS);
    fillValid();
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      `An error occurred: ${DONATION_WORDS.checkoutUnavailable}`,
    );
    expect(submitButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { error: 'Please correct the highlighted fields.', fields: { email: ['Bad address.'] } }),
      ),
    );
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred: Please correct the highlighted fields.',
    );
    expect(screen.getByText('Bad address.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Email/));
  });

  it('says the checkout could not be started when the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<DonationForm />);
    await settle(MIN_FILL_MS);
    fillValid();
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      `An error occurred: ${DONATION_WORDS.checkoutUnavailable}`,
    );
  });

  it("shows the page's answer to a post without JavaScript, with the donor's values kept", () => {
    render(
      <DonationForm
        initial={{
          ok: false,
          message: '',
          fields: { amount: DONATION_WORDS.invalidAmount },
          values: { amount: '0', name: 'Tabitha Dorcas', email: 't@example.org', category: 'OUTREACH' },
        }}
      />,
    );
    expect(field(/^Amount \(USD\)/).value).toBe('0');
    expect(field(/^Amount \(USD\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(DONATION_WORDS.invalidAmount)).toBeTruthy();
    expect(field(/^Name/).value).toBe('Tabitha Dorcas');
    expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('OUTREACH');
    const form = submitButton().closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/giving#form-answer');
  });
});
