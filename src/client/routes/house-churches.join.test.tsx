/**
 * The join page after the server refuses a church that filled up meanwhile: the summary shows the
 * church as the server now describes it, not figures made up in the browser. The server's answers are
 * stand-ins (a church cannot be filled on demand between load and submit); the API tests cover them.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_FILL_MS } from '#shared/forms/guard-fields.ts';
import { HOUSE_CHURCH_API, HOUSE_CHURCH_WORDS } from '#shared/house-churches/words.ts';
import { buildHouseChurchJson } from '#tests/helpers/generators/house-church-json.ts';
import JoinHouseChurchPage from '#client/routes/house-churches.join.tsx';

const church = buildHouseChurchJson();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

let now = 0;
beforeEach(() => {
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/house-churches/{id}/join', () => {
  it('shows the server’s figures once the server says the church filled up (409)', async () => {
    // Meanwhile staff lowered the capacity to 11: the page must say 11/11, not a guess.
    const refreshed = { ...church, max_capacity: 11, spots_available: 0, is_full: true };
    const fetch = vi.fn(async (url: string, init: RequestInit) =>
      init.method === 'POST'
        ? json(409, { error: HOUSE_CHURCH_WORDS.in('en')('join.full') })
        : json(200, refreshed),
    );
    vi.stubGlobal('fetch', fetch);
    const Stub = createRoutesStub([
      {
        path: '/house-churches/:id/join',
        Component: JoinHouseChurchPage as never,
        loader: () => ({ result: { status: 'found', church } }),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/house-churches/3/join']} />);
    const summary = await screen.findByRole('complementary', { name: church.name });
    expect(within(summary).getByText('11/12')).toBeTruthy();
    expect(within(summary).getByText('1 spot available')).toBeTruthy();

    type('First name', 'Lydia');
    type('Last name', 'Thyatira');
    type('Email', 'lydia@example.net');
    type('Phone', '512-555-0177');
    now += MIN_FILL_MS;
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));

    expect(await screen.findByText(HOUSE_CHURCH_WORDS.in('en')('join.full'))).toBeTruthy();
    await waitFor(() => expect(within(summary).getByText('11/11')).toBeTruthy());
    expect(within(summary).getByText('No spots available')).toBeTruthy();
    expect(within(summary).getByText('Full')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith(
      HOUSE_CHURCH_API.detail(3),
      expect.objectContaining({ method: 'GET' }),
    );
    expect(
      (
        screen.getByRole('button', {
          name: HOUSE_CHURCH_WORDS.in('en')('card.atCapacity'),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });
});
