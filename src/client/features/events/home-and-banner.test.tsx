import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEventsBanner } from '#client/features/events/banner-data.ts';
import { loadHomeEvents } from '#client/features/events/home-events-data.ts';
import { UpcomingEventsSection } from '#client/features/events/UpcomingEventsSection.tsx';
import { seededContent } from '#client/features/content/content-for-tests.tsx';

const { events: eventsContent } = seededContent(['events']).content;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const gathering = {
  id: 1,
  title: 'Undivided Hearts Gathering',
  // Saturday, December 12, 2026, 7 PM in Austin.
  date: '2026-12-13T01:00:00.000Z',
  date_tbd: false,
};
const services = (events: Record<string, unknown>) => ({ events }) as never;

describe('the events banner data', () => {
  it('is the next featured event from the database, in Austin time, or TBD', async () => {
    const featuredUpcoming = vi.fn(async () => [gathering]);
    expect(await loadEventsBanner(services({ featuredUpcoming }))).toEqual({
      id: 1,
      title: 'Undivided Hearts Gathering',
      when: 'Saturday, December 12, 2026, 7:00 PM CST',
    });
    expect(featuredUpcoming).toHaveBeenCalledWith(1);
    const tbd = await loadEventsBanner(
      services({ featuredUpcoming: async () => [{ ...gathering, date_tbd: true }] }),
    );
    expect(tbd?.when).toBe('Date TBD');
  });

  it('leaves the banner to its content text when there is none or the database fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadEventsBanner(services({ featuredUpcoming: async () => [] }))).toBeNull();
    const failing = services({
      featuredUpcoming: async () => {
        throw new Error('down');
      },
    });
    const onFailure = vi.fn();
    expect(await loadEventsBanner(failing, onFailure)).toBeNull();
    // The fallback is right for now, but the page cache must not keep it for later visitors.
    expect(onFailure).toHaveBeenCalledOnce();
  });
});

describe("the home page's Upcoming Events", () => {
  it('shows the three cards from content, tied to the next events from the database', async () => {
    const nextUpcomingByTitle = vi.fn(async () => ({ 'Undivided Hearts Gathering': gathering }));
    const linked = await loadHomeEvents(services({ nextUpcomingByTitle }), eventsContent.home.cards);
    expect(nextUpcomingByTitle).toHaveBeenCalledWith([
      'Undivided Hearts Gathering',
      'Prophetic Restoration Service',
    ]);
    render(
      <MemoryRouter>
        <UpcomingEventsSection home={eventsContent.home} linked={linked} />
      </MemoryRouter>,
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Adult Bible Study (18+)',
      'Undivided Hearts Gathering',
      'Prophetic Restoration Service',
    ]);
    expect(screen.getByText('18+ only')).toBeTruthy();
    expect(screen.getByText('Date TBD')).toBeTruthy();
    // The regular gathering's card: its days and time from the site settings, in their zone.
    expect(screen.getByText('Second and last Saturday of the month, 7:00 PM Central Time')).toBeTruthy();
    expect(screen.getByText('TBD')).toBeTruthy();
    expect(screen.getByText('Next: Saturday, December 12, 2026, 7:00 PM CST')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Adult Bible Study/ }).getAttribute('href')).toBe(
      '/bible-study-signup',
    );
    expect(screen.getByRole('link', { name: /: Undivided Hearts Gathering/ }).getAttribute('href')).toBe(
      '/events/1',
    );
    // Not scheduled in the database: the card links to the events page.
    expect(screen.getByRole('link', { name: /: Prophetic Restoration Service/ }).getAttribute('href')).toBe(
      '/events',
    );
  });
});
