import { describe, expect, it } from 'vitest';
import {
  ADMIN_NAV,
  adminNavFor,
  adminNavSectionsFor,
  adminScreenLabel,
  mayOpenAdminScreen,
} from '#client/features/admin/admin-nav.ts';

describe('admin navigation', () => {
  it('lists the screens in order', () => {
    expect(ADMIN_NAV.map((item) => item.to)).toEqual([
      '/admin/dashboard',
      '/admin/events',
      '/admin/messages',
      '/admin/prayer-requests',
      '/admin/bible-study',
      '/admin/house-churches',
      '/admin/newsletter',
      '/admin/subscribers',
      '/admin/donations',
      '/admin/donations/recurring',
      '/admin/content',
      '/admin/testimonies',
      '/admin/resources',
      '/admin/images',
      '/admin/staff',
      '/admin/audit',
      '/admin/privacy',
      '/admin/account',
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
      'Images',
      'My account',
    ]);
    expect(labels(['giving'])).toEqual(['Dashboard', 'Donations', 'Recurring gifts', 'My account']);
    expect(labels(['events'])).toEqual(['Dashboard', 'Events', 'Subscribers', 'Images', 'My account']);
    expect(labels(['communications'])).toEqual([
      'Dashboard',
      'Newsletter',
      'Subscribers',
      'Site content',
      'Testimonies',
      'Resources',
      'Images',
      'My account',
    ]);
    expect(labels(['administrator'])).toEqual(ADMIN_NAV.map((item) => item.label));
  });

  it('groups the screens, each role seeing only the groups holding a screen it may open', () => {
    const sections = (roles: Parameters<typeof adminNavSectionsFor>[0]) =>
      adminNavSectionsFor(roles).map(({ label, items }) => [label, items.map((item) => item.label)]);
    expect(sections(['administrator'])).toEqual([
      [null, ['Dashboard']],
      // A group whose one screen bears its name is not named twice.
      [null, ['Events']],
      ['People', ['Messages', 'Prayer Requests', 'Bible Study', 'House Churches']],
      ['Email', ['Newsletter', 'Subscribers']],
      ['Giving', ['Donations', 'Recurring gifts']],
      ['Website', ['Site content', 'Testimonies', 'Resources', 'Images']],
      ['Settings', ['Staff', 'Audit log', 'Privacy', 'My account']],
    ]);
    expect(sections(['giving'])).toEqual([
      [null, ['Dashboard']],
      ['Giving', ['Donations', 'Recurring gifts']],
      ['Settings', ['My account']],
    ]);
    expect(sections(['events'])).toEqual([
      [null, ['Dashboard']],
      [null, ['Events']],
      ['Email', ['Subscribers']],
      ['Website', ['Images']],
      ['Settings', ['My account']],
    ]);
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
