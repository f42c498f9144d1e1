/**
 * The admin's frame (docs/product.md#staff-screens): the navigation in its groups, each role seeing
 * what src/shared/staff/permissions.ts opens to it, and on a phone a Menu that folds it, which works
 * without JavaScript (a <details> rendered on the server) and by keyboard.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mayReadAny } from '#shared/staff/permissions.ts';
import { STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { ADMIN_NAV, adminNavSectionsFor } from '#client/features/admin/admin-nav.ts';
import { AdminShell } from '#client/features/admin/admin-shell.tsx';

function shell(roles: StaffRole[], path = '/admin/events') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminShell username="ruth" roles={roles}>
        <h1>Screen</h1>
      </AdminShell>
    </MemoryRouter>
  );
}

/** Each group as a person reads it: its name (if any) and the links under it. */
function groupsIn(root: Element): [string | null, string[]][] {
  return [...root.querySelectorAll('ul')].map((list) => {
    const labelId = list.getAttribute('aria-labelledby');
    const label = labelId ? (root.querySelector(`[id="${labelId}"]`)?.textContent ?? null) : null;
    return [label, [...list.querySelectorAll('a')].map((link) => link.textContent ?? '')];
  });
}

describe('the admin navigation', () => {
  afterEach(cleanup);

  it.each(STAFF_ROLES)(
    'shows the %s role its screens in their groups, as the declaration opens them',
    (role) => {
      const { container } = render(shell([role]));
      const nav = screen.getByRole('navigation', { name: 'Admin' });
      const bar = nav.querySelector(':scope > div')!;
      const expected = adminNavSectionsFor([role]).map(
        ({ label, items }) => [label, items.map((item) => item.label)] as [string | null, string[]],
      );
      expect(groupsIn(bar)).toEqual(expected);
      // Every screen the role may read is there, and nothing else.
      const shown = groupsIn(bar).flatMap(([, links]) => links);
      expect(shown).toEqual(
        ADMIN_NAV.filter((item) => mayReadAny([role], item.areas)).map((item) => item.label),
      );
      // The phone's menu holds the same groups.
      expect(groupsIn(container.querySelector('details')!)).toEqual(expected);
    },
  );

  it('names the groups of an administrator', () => {
    render(shell(['administrator']));
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const bar = nav.querySelector(':scope > div')!;
    expect(groupsIn(bar).map(([label]) => label)).toEqual([
      null,
      null,
      'People',
      'Email',
      'Giving',
      'Website',
      'Settings',
    ]);
    expect(within(bar as HTMLElement).getByRole('list', { name: 'Giving' }).textContent).toBe(
      'DonationsRecurring gifts',
    );
  });

  it('folds behind a Menu that opens without JavaScript, the current screen marked', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(shell(['care'], '/admin/prayer-requests'));
    const details = container.querySelector('nav details')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector(':scope > summary')?.textContent).toBe('Menu');
    expect(groupsIn(details)).toEqual([
      [null, ['Dashboard']],
      ['People', ['Messages', 'Prayer Requests', 'Bible Study', 'House Churches']],
      ['Website', ['Images']],
      ['Settings', ['My account']],
    ]);
    expect(details.querySelector('a[aria-current="page"]')?.textContent).toBe('Prayer Requests');
  });

  it('closes the menu with Escape and gives the keyboard back to the Menu button', () => {
    const { container } = render(shell(['giving']));
    const details = container.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    details.open = true;
    const link = within(details).getByRole('link', { name: 'Donations' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});
