import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_MESSAGES } from '#shared/donations-messages.ts';
import { DonationForm } from './DonationForm.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^(Give|Processing)/ }) as HTMLButtonElement;

function fillValid() {
  fireEvent.change(field('Amount (USD)'), { target: { value: '25.50' } });
  fireEvent.change(field('Name'), { target: { value: 'Lydia Purpura' } });
  fireEvent.change(field(/^Email/), { target: { value: 'lydia@example.org' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'MISSIONS' } });
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DonationForm', () => {
  it('shows the spec messages for an empty form and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm />);
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByText(DONATION_MESSAGES.invalidAmount)).toBeTruthy();
    expect(screen.getByText(DONATION_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(DONATION_MESSAGES.emailRequired)).toBeTruthy();
    expect(field('Amount (USD)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['0', '-1', '0.5', '25.555'])('refuses the amount %s in the browser', async (amount) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<DonationForm />);
    fillValid();
    fireEvent.change(field('Amount (USD)'), { target: { value: amount } });
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByText(DONATION_MESSAGES.invalidAmount)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the donation, then the checkout, shows Processing and goes to the checkout url', async () => {
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
    await act(async () => fireEvent.click(submitButton()));

    expect(submitButton().textContent).toBe('Processing...');
    expect(submitButton().disabled).toBe(true);
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
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/donations/create_checkout_session/');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toEqual({ donation_id: 'd-1' });
    await act(async () =>
      releaseCheckout(json(200, { id: 'cs_1', url: 'https://checkout.example/pay/cs_1' })),
    );
    expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_1');
  });

  it("shows 'An error occurred: …' with the server's message and lets the donor try again", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(201, { id: 'd-2' }))
        .mockResolvedValueOnce(json(502, { error: DONATION_MESSAGES.checkoutUnavailable })),
    );
    render(<DonationForm />);
    fillValid();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `An error occurred: ${DONATION_MESSAGES.checkoutUnavailable}`,
      ),
    );
    expect(submitButton().disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to Unknown error when the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<DonationForm />);
    fillValid();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^An error occurred: /));
  });
});
