/**
 * The admin pages' server-side guard: the loaders of /admin/login and of the admin layout, run with
 * the real services (real sessions in a real database), as React Router runs them on the server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loader as adminLayoutLoader } from '#client/routes/admin/layout.tsx';
import { loader as loginLoader } from '#client/routes/admin/auth.login.tsx';
import { loader as codeStepLoader } from '#client/routes/admin/auth.login-two-factor.tsx';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { signInAsStaff, signInWithRoles, TEST_STAFF } from '#tests/helpers/staff.ts';

/** Loaders read only request and context; the rest of React Router's arguments are not needed. */

describe('admin page loaders', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const argsFor = (path: string, cookie?: string) =>
    ({
      request: new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }),
      params: {},
      context: { services: t.app.services, nonce: 'n', publicUrl: 'http://localhost:3000', analytics: {} },
    }) as never;

  /** The redirect a loader throws or returns, as [status, location]. */
  const redirectOf = async (run: () => Promise<unknown>) => {
    try {
      const result = await run();
      return result instanceof Response ? [result.status, result.headers.get('location')] : null;
    } catch (thrown) {
      if (thrown instanceof Response) return [thrown.status, thrown.headers.get('location')];
      throw thrown;
    }
  };

  it('sends a signed-out visitor of an admin page to the login page, remembering the page', async () => {
    expect(await redirectOf(() => adminLayoutLoader(argsFor('/admin/events?filter=past')))).toEqual([
      302,
      '/admin/login?next=%2Fadmin%2Fevents%3Ffilter%3Dpast',
    ]);
  });

  it('lets a signed-in staff member in, and refuses the same cookie after logout', async () => {
    const cookie = await signInAsStaff(t);
    expect(await adminLayoutLoader(argsFor('/admin/events', cookie))).toEqual({
      username: TEST_STAFF.username,
      roles: ['administrator'],
      allowed: true,
    });
    await t.request({ method: 'POST', url: '/api/admin/logout/', headers: { cookie } });
    expect(await redirectOf(() => adminLayoutLoader(argsFor('/admin/events', cookie)))).toEqual([
      302,
      '/admin/login?next=%2Fadmin%2Fevents',
    ]);
  });

  it('shows the login form to a signed-out visitor', async () => {
    expect(await loginLoader(argsFor('/admin/login'))).toBeNull();
  });

  it('sends a signed-in visitor of the login page on to the subscribers screen, or to a safe ?next=', async () => {
    const cookie = await signInAsStaff(t);
    expect(await redirectOf(() => loginLoader(argsFor('/admin/login', cookie)))).toEqual([
      302,
      '/admin/subscribers',
    ]);
    expect(
      await redirectOf(() => loginLoader(argsFor('/admin/login?next=%2Fadmin%2Fevents', cookie))),
    ).toEqual([302, '/admin/events']);
    expect(
      await redirectOf(() => loginLoader(argsFor('/admin/login?next=%2F%2Fevil.example', cookie))),
    ).toEqual([302, '/admin/subscribers']);
  });

  it.each([
    '%2F.%2F%2Fevil.example%2Fphish',
    '/admin/../..//evil.example',
    '%2Fadmin%2F%2e%2e%2F%2e%2e%2F%2Fevil.example',
    '%2F.%2F%5Cevil.example',
    '%2Fevents',
  ])('never sends a signed-in visitor of either sign-in page off the admin (next=%s)', async (next) => {
    const cookie = await signInAsStaff(t);
    for (const loader of [loginLoader, codeStepLoader]) {
      const path = loader === loginLoader ? '/admin/login' : '/admin/login/two-factor';
      expect(await redirectOf(() => loader(argsFor(`${path}?next=${next}`, cookie)))).toEqual([
        302,
        '/admin/subscribers',
      ]);
    }
  });

  it('guards an admin screen however its address is spelled (letter case, percent-encoding)', async () => {
    const care = await signInWithRoles(t, ['care']);
    for (const path of [
      '/admin/STAFF',
      '/admin/Staff/',
      '/admin/%64onations',
      '/admin/Donations/%52ecurring',
    ]) {
      const answer = await adminLayoutLoader(argsFor(path, care));
      expect(answer, path).toMatchObject({ init: { status: 403 }, data: { allowed: false } });
    }
    expect(await adminLayoutLoader(argsFor('/admin/%6Dessages', care))).toMatchObject({ allowed: true });
  });
});
