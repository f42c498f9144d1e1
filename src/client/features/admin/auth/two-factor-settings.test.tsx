/**
 * The recovery codes, shown once after two-factor setup (docs/product.md#two-factor-sign-in): a person
 * can copy them, download them as a .txt file and print them, besides reading them off the screen.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorSettings } from '#client/features/admin/auth/two-factor-settings.tsx';

const CODES = Array.from({ length: 10 }, (_, n) => `abcd-efg${n}`);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function answer(url: string) {
  if (url.endsWith('/two-factor/')) {
    return json({ enabled: false, enabledAt: null, required: true, recoveryCodesLeft: 0 });
  }
  if (url.endsWith('/setup/')) {
    return json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg></svg>' });
  }
  return json({ success: true, message: 'Two-factor sign-in is on.', recoveryCodes: CODES });
}

/** Sets two-factor up as a person would, up to the screen of recovery codes. */
async function reachRecoveryCodes() {
  render(
    <MemoryRouter>
      <TwoFactorSettings onEnabled={() => {}} />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
  fireEvent.change(await screen.findByRole('textbox', { name: /^Code/ }), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
  return screen.findByRole('region', { name: 'Your recovery codes' }, { timeout: 3000 });
}

describe('the recovery codes after setup', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answer(url)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the ten codes and copies them all, saying so', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const codes = await reachRecoveryCodes();
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    fireEvent.click(within(codes).getByRole('button', { name: 'Copy the codes' }));
    await waitFor(() => expect(within(codes).getByRole('status').textContent).toBe('Copied.'));
    const copied = writeText.mock.calls[0]![0];
    for (const code of CODES) expect(copied).toContain(`\n${code}\n`);
  });

  it('says to copy by hand when the browser will not copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    const codes = await reachRecoveryCodes();
    fireEvent.click(within(codes).getByRole('button', { name: 'Copy the codes' }));
    await waitFor(() =>
      expect(within(codes).getByRole('status').textContent).toBe(
        'This browser would not copy it: select the text and copy it by hand.',
      ),
    );
  });

  it('downloads them as recovery-codes.txt, one code a line', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const codes = await reachRecoveryCodes();
    fireEvent.click(within(codes).getByRole('button', { name: 'Download as a text file' }));
    expect(names).toEqual(['recovery-codes.txt']);
    expect(files[0]!.type).toBe('text/plain;charset=utf-8');
    const lines = (await files[0]!.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(CODES));
    expect(lines[0]).toContain('recovery codes');
  });

  it('prints them', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const codes = await reachRecoveryCodes();
    fireEvent.click(within(codes).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
