import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '#server/features/auth/auth.passwords.ts';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP parameters, salted, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(first, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spends a full verification on an unknown user (no stored hash), so timing does not tell', async () => {
    const stored = await hashPassword('correct horse battery staple');
    await verifyPassword(null, 'warm up'); // the dummy hash is made once per process
    const time = async (hash: string | null) => {
      const started = performance.now();
      expect(await verifyPassword(hash, 'a wrong guess')).toBe(false);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(stored));
      unknown.push(await time(null));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    // Without the dummy verification an unknown user answers in well under a millisecond.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown)).toBeGreaterThan(5);
  });

  it('generates long, different passwords', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
  });
});
