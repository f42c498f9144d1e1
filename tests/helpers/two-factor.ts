/**
 * Two-factor for API tests: the code an authenticator app would show for a secret at a moment (the
 * test clock's), and turning two-factor on for a signed-in staff member through the real routes.
 */
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '#tests/helpers/app.ts';
import type { TestClock } from '#tests/helpers/clock.ts';

export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), period: 30, digits: 6, timestamp: at.getTime() });
}

/** Runs setup and confirmation; returns the secret and the ten recovery codes shown once. */
export async function turnOnTwoFactor(
  t: TestApp,
  clock: TestClock,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.request({
    method: 'POST',
    url: '/api/admin/account/two-factor/setup/',
    headers: { cookie },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirm = await t.request({
    method: 'POST',
    url: '/api/admin/account/two-factor/confirm/',
    headers: { cookie },
    payload: { code: totpCode(secret, clock.now()) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  // The confirming code's step is used: the next code is the next step's.
  clock.advance(30_000);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}
