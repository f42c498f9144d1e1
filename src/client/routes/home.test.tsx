import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySiteSettings, site } from '#shared/site/settings.ts';
import { seededContent, WithLoaderData } from '#client/features/content/content-for-tests.tsx';
import { seededFeaturedBooks } from '#shared/content/records-seed.ts';
import type { Route } from './+types/home';
import Home from '#client/routes/home.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderHome(
  fetchImpl: () => Promise<Response>,
  upcomingEvents: Record<string, { id: number; when: string | null }> = {},
) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  await act(async () => {
    const loaderData = {
      ...seededContent(['home', 'core-values', 'events']),
      featuredBooks: seededFeaturedBooks(),
      upcomingEvents,
    };
    render(
      <WithLoaderData path="/" loaderData={loaderData}>
        <Home {...({ loaderData } as unknown as Route.ComponentProps)} />
      </WithLoaderData>,
    );
  });
  return fetchMock;
}

describe('Home page', () => {
  it('shows the tagline, the scripture, a ticket button, the core values and the house-church links', async () => {
    await renderHome(async () => new Response('{"message":"hi"}', { status: 200 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(site.tagline);
    expect(screen.getByText(site.scripture.reference)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reserve your seat/ }).getAttribute('href')).toBe('/events');
    for (const value of ['Love-First', 'Prophetic Truth', 'Integrity', 'Restoration', 'Excellence']) {
      expect(screen.getByRole('heading', { name: value })).toBeTruthy();
    }
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/house-churches', '/house-churches/why', '/house-churches/start']),
    );
  });

  it('features a book with its bookstore link, its cover and a link to /resources, and shows the founders', async () => {
    await renderHome(async () => new Response('{"message":"hi"}', { status: 200 }));
    const book = screen.getByRole('heading', { name: 'Whom Will God Glorify?' });
    expect(book.tagName).toBe('H2');
    expect(
      screen
        .getByRole('link', { name: 'Buy the book: Whom Will God Glorify? (online bookstore)' })
        .getAttribute('href'),
    ).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: 'More books and free devotionals' }).getAttribute('href')).toBe(
      '/resources',
    );
    expect(
      screen.getByRole('img', { name: /Cover of Whom Will God Glorify\?/ }).getAttribute('loading'),
    ).toBe('lazy');
    expect(screen.getByRole('img', { name: /founders/ }).getAttribute('width')).toBe('640');
    expect(screen.getByText(/New release/)).toBeTruthy();
  });

  // It used to call GET /api/hello/ and show nothing of it; a page that ships no JavaScript
  // (docs/decisions/0012-script-free-pages.md) makes no call whose answer nobody sees.
  it('no longer calls the hello endpoint', async () => {
    const fetchMock = await renderHome(async () => new Response('{"message":"hi"}'));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/hello/', expect.anything());
  });
});

describe('Plan your visit (docs/product.md#home)', () => {
  const seeded = structuredClone(site);
  afterEach(() => applySiteSettings(structuredClone(seeded)));
  const gathering = { id: 7, when: 'Saturday, December 12, 2026, 7:00 PM CST' };

  it('tells a newcomer when and where, with the next date, and both buttons lead to that gathering', async () => {
    await renderHome(async () => new Response('{}'), { [site.gathering.name]: gathering });
    const block = within(screen.getByRole('region', { name: 'Plan your visit' }));
    expect(block.getByText('Second and last Saturday of the month, 7:00 PM Central Time')).toBeTruthy();
    expect(block.getByText('Next: Saturday, December 12, 2026, 7:00 PM CST')).toBeTruthy();
    expect(block.getByText('Undivided Hearts Ministry Center')).toBeTruthy();
    expect(block.getByText('1817 E 12th St, Austin, TX 78702')).toBeTruthy();
    expect(block.getByRole('link', { name: /Map and directions/ }).getAttribute('href')).toBe(
      site.meetingPlace.mapUrl,
    );
    expect(block.getByText(site.gathering.expect)).toBeTruthy();
    expect(block.getByRole('link', { name: 'See the next gathering' }).getAttribute('href')).toBe(
      '/events/7',
    );
    expect(screen.getByRole('link', { name: /Reserve your seat/ }).getAttribute('href')).toBe('/events/7');
  });

  it('shows the place, time and zone staff set, and the button goes where they point it', async () => {
    applySiteSettings({
      ...structuredClone(seeded),
      timeZone: 'America/Los_Angeles',
      meetingPlace: { ...seeded.meetingPlace, name: 'Chestnut Hall', address: '2300 Chestnut Ave' },
      gathering: { ...seeded.gathering, days: 'Every Sunday', startTime: '10:30' },
      heroButtonLink: 'https://tickets.example.org/gathering',
    });
    await renderHome(async () => new Response('{}'), { [site.gathering.name]: gathering });
    const block = within(screen.getByRole('region', { name: 'Plan your visit' }));
    expect(block.getByText('Every Sunday, 10:30 AM Pacific Time')).toBeTruthy();
    expect(block.getByText('Chestnut Hall')).toBeTruthy();
    expect(block.getByText('2300 Chestnut Ave')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reserve your seat/ }).getAttribute('href')).toBe(
      'https://tickets.example.org/gathering',
    );
  });

  it('without a next gathering, sends visitors to the events page', async () => {
    await renderHome(async () => new Response('{}'));
    const block = within(screen.getByRole('region', { name: 'Plan your visit' }));
    expect(block.getByRole('link', { name: 'See upcoming events' }).getAttribute('href')).toBe('/events');
  });
});
