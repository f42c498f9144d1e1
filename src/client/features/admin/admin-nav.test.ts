import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminScreenLabel } from '#client/features/admin/admin-nav.ts';

describe('admin navigation', () => {
  it('lists the screens in order', () => {
    expect(ADMIN_NAV.map((item) => item.to)).toEqual([
      '/admin/dashboard',
      '/admin/events',
      '/admin/messages',
      '/admin/testimonies',
      '/admin/resources',
      '/admin/prayer-requests',
      '/admin/newsletter',
      '/admin/subscribers',
      '/admin/bible-study',
      '/admin/donations',
      '/admin/house-churches',
      '/admin/privacy',
      '/admin/staff',
      '/admin/account',
      '/admin/audit',
    ]);
  });

  it('names the screen of a path, with or without a trailing slash or a sub-path', () => {
    expect(adminScreenLabel('/admin/prayer-requests/')).toBe('Prayer Requests');
    expect(adminScreenLabel('/admin/events/42')).toBe('Events');
    expect(adminScreenLabel('/admin/eventsx')).toBeNull();
    expect(adminScreenLabel('/admin/')).toBe('Dashboard');
    expect(adminScreenLabel('/admin')).toBe('Dashboard');
  });
});
