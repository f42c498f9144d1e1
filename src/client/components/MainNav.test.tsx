import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MainNav } from '#client/components/MainNav.tsx';
import { PageScriptsContext } from '#client/lib/page-scripts.ts';

afterEach(cleanup);

const SPEC_NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['House Churches', '/house-churches'],
  ['Events', '/events'],
  ['Bible Study', '/bible-study-signup'],
  ['Prayer', '/prayer-request'],
  ['Messages', '/messages'],
  ['Resources', '/resources'],
  ['Press Kit', '/press'],
  ['Give', '/giving'],
  ['Contact', '/contact'],
];

/** `withScripts: false`: rendered for a page that ships no React (lib/page-scripts.ts). */
function renderAt(path: string, withScripts = true) {
  render(
    <PageScriptsContext value={withScripts}>
      <MemoryRouter initialEntries={[path]}>
        <MainNav />
      </MemoryRouter>
    </PageScriptsContext>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

/** Clicks a link and says whether the page handled it (a browser would otherwise load its address). */
function clickIsHandledInPage(link: HTMLElement): boolean {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(click);
  return click.defaultPrevented;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('MainNav', () => {
  it('lists the top navigation in order', () => {
    const nav = renderAt('/');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_NAV);
  });

  it('marks the current page, and only it, with aria-current="page"', () => {
    const nav = renderAt('/events');
    expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    // Home matches only "/" itself, not every path below it.
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('marks a section as current on its sub-pages', () => {
    const nav = renderAt('/house-churches/why');
    expect(within(nav).getByRole('link', { name: 'House Churches' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('on a page without React, gives the same links as plain anchors, current page and styles alike', () => {
    const withReact = renderAt('/house-churches/why');
    const expected = within(withReact)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.className, link.getAttribute('aria-current')]);
    expect(clickIsHandledInPage(within(withReact).getByRole('link', { name: 'About' }))).toBe(true);
    cleanup();

    const plain = renderAt('/house-churches/why', false);
    const links = within(plain).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('href'), link.className, link.getAttribute('aria-current')]),
    ).toEqual(expected);
    expect(within(plain).getByRole('link', { name: 'House Churches' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(plain).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    // Nothing in the page takes the click: the browser loads the page, which the page cache answers.
    expect(clickIsHandledInPage(within(plain).getByRole('link', { name: 'About' }))).toBe(false);
  });

  it('styles Give as a button', () => {
    const nav = renderAt('/');
    expect(within(nav).getByRole('link', { name: 'Give' }).className).toContain('rounded-full');
  });

  it('opens and closes the menu with the Menu button', () => {
    renderAt('/');
    const button = menuButton();
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.className).toMatch(/(^|\s)hidden(\s|$)/);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.className).not.toMatch(/(^|\s)hidden(\s|$)/);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the Menu button', () => {
    const nav = renderAt('/');
    fireEvent.click(menuButton());
    const about = within(nav).getByRole('link', { name: 'About' });
    act(() => about.focus());
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when a link is followed, and the new page becomes current', () => {
    const nav = renderAt('/');
    fireEvent.click(menuButton());
    fireEvent.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes when the visitor clicks elsewhere on the page', () => {
    renderAt('/');
    fireEvent.click(menuButton());
    fireEvent.pointerDown(document.body);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('renders a <details> menu on the server, which opens without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/about']}>
        <MainNav />
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const summary = container.querySelector('details > summary');
    expect(summary?.textContent).toBe('Menu');
    const folded = container.querySelectorAll('details a');
    expect([...folded].map((link) => link.getAttribute('href'))).toEqual(SPEC_NAV.map(([, href]) => href));
    expect(container.querySelector('details a[aria-current="page"]')?.textContent).toBe('About');
  });
});
