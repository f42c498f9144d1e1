import { describe, expect, it } from 'vitest';
import {
  ADMIN_NAV,
  adminNavFor,
  adminScreenLabel,
  mayOpenAdminScreen,
} from '#client/features/admin/admin-nav.ts';

describe('admin navigation', () => {
  it('lists the screens in order', () => {
    expect(ADMIN_NAV.map((item) => item.to)).toEqual([
      '/admin/dashboard',
      '/admin/events',
      '/admin/messages',
      '/admin/testimonies',
      '/admin/resources',
      '/admin/images',
      '/admin/content',
      '/admin/prayer-requests',
      '/admin/newsletter',
      '/admin/subscribers',
      '/admin/bible-study',
      '/admin/donations',
      '/admin/donations/recurring',
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
    expect(adminScreenLabel('/admin/donations/recurring')).toBe('Recurring gifts');
    expect(adminScreenLabel('/admin/donations/')).toBe('Donations');
    expect(adminScreenLabel('/admin/')).toBe('Dashboard');
    expect(adminScreenLabel('/admin')).toBe('Dashboard');
  });

  it('shows each role only its rooms, an administrator all of them', () => {
    const labels = (roles: Parameters<typeof adminNavFor>[0]) => adminNavFor(roles).map((item) => item.label);
    expect(labels(['care'])).toEqual([
      'Dashboard',
      'Messages',
      'Prayer Requests',
      'Bible Study',
      'House Churches',
      'My account',
    ]);
    expect(labels(['giving'])).toEqual(['Dashboard', 'Donations', 'Recurring gifts', 'My account']);
    expect(labels(['events'])).toEqual(['Dashboard', 'Events', 'Images', 'Subscribers', 'My account']);
    expect(labels(['communications'])).toEqual([
      'Dashboard',
      'Testimonies',
      'Resources',
      'Images',
      'Site content',
      'Newsletter',
      'Subscribers',
      'My account',
    ]);
    expect(labels(['administrator'])).toEqual(ADMIN_NAV.map((item) => item.label));
  });

  it('knows which screens a role may open, sub-paths included', () => {
    expect(mayOpenAdminScreen(['care'], '/admin/donations')).toBe(false);
    expect(mayOpenAdminScreen(['care'], '/admin/house-churches/applications/3')).toBe(true);
    expect(mayOpenAdminScreen(['care'], '/admin')).toBe(true);
    expect(mayOpenAdminScreen(['giving'], '/admin/privacy')).toBe(false);
    expect(mayOpenAdminScreen(['communications'], '/admin/content/about')).toBe(true);
    expect(mayOpenAdminScreen(['events'], '/admin/content/about')).toBe(false);
    expect(mayOpenAdminScreen(['administrator'], '/admin/privacy')).toBe(true);
  });
});
