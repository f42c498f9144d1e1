import { describe, expect, it } from 'vitest';
import { loginPathFor, safeAdminReturnPath } from '#client/features/admin/auth/safe-next.ts';

describe('safeAdminReturnPath (where ?next= may send a freshly signed-in person)', () => {
  it.each([
    ['/admin/events', '/admin/events'],
    ['/admin/prayer-requests?tab=2#top', '/admin/prayer-requests?tab=2#top'],
    ['/admin', '/admin'],
    ['/admin/./events/../donations', '/admin/donations'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeAdminReturnPath(input)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['admin/events'],
    ['/'],
    ['/admin/../events'],
    ['/administrator'],
    ['/.//evil.example/phish'],
    ['/admin/../..//evil.example'],
    ['/admin/%2e%2e/%2e%2e//evil.example'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/%0a/evil.example'.replace('%0a', '\n')],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j', (input) => {
    expect(safeAdminReturnPath(input)).toBeNull();
  });

  it('builds the login path that returns to the page', () => {
    expect(loginPathFor('/admin/events?filter=past')).toBe(
      '/admin/login?next=%2Fadmin%2Fevents%3Ffilter%3Dpast',
    );
    expect(loginPathFor('//evil.example')).toBe('/admin/login');
  });
});
