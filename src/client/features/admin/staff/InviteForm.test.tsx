/**
 * Inviting someone while email is held (docs/product.md#staff-accounts): the screen says the email is
 * held and shows the administrator the link to copy and send themselves; with email set up, no link.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_ADMIN_WORDS } from '#shared/staff/admin-words.ts';
import { STAFF_WORDS } from '#shared/staff/words.ts';
import { InviteForm } from '#client/features/admin/staff/InviteForm.tsx';

const LINK = `http://localhost:3000/admin/invitation?token=${'a'.repeat(43)}`;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function invite(answer: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(answer)),
  );
  const onInvited = vi.fn();
  render(
    <MemoryRouter>
      <InviteForm onInvited={onInvited} />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /^Email address/ }), {
    target: { value: 'ruth.care@example.org' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /^Care:/ }));
  const send = screen.getByRole('button', { name: 'Send invitation' });
  await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(send);
  await waitFor(() => expect(onInvited).toHaveBeenCalled(), { timeout: 3000 });
}

describe('inviting someone', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('while email is held, says so and offers the link to copy', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await invite({ message: INVITATION_ADMIN_WORDS.invitedHeld, link: LINK });

    expect(screen.getByText(INVITATION_ADMIN_WORDS.invitedHeld)).toBeTruthy();
    expect(INVITATION_ADMIN_WORDS.invitedHeld).toContain('held in the outbox');
    const link = screen.getByRole('textbox', { name: 'Invitation link for ruth.care@example.org' });
    expect((link as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByText(INVITATION_ADMIN_WORDS.linkShownOnce)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText('Copied.')).toBeTruthy();
  });

  it('with email set up, says it was sent and shows no link', async () => {
    await invite({ message: STAFF_WORDS.invited });
    expect(screen.getByText(STAFF_WORDS.invited)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Invitation link/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy the link' })).toBeNull();
  });
});
