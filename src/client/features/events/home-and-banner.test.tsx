import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { EventsBanner } from '#client/components/EventsBanner.tsx';
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
      short: 'Dec 12, 7 PM',
    });
    expect(featuredUpcoming).toHaveBeenCalledWith(1);
    const tbd = await loadEventsBanner(
      services({ featuredUpcoming: async () => [{ ...gathering, date_tbd: true }] }),
    );
    expect(tbd?.when).toBe('Date TBD');
    expect(tbd?.short).toBe('Date TBD');
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

describe('the events banner', () => {
  const renderBanner = (eventsBanner: unknown) => {
    const Stub = createRoutesStub([
      { id: 'root', path: '/', Component: EventsBanner, loader: () => ({ eventsBanner }) },
    ]);
    render(<Stub initialEntries={['/']} />);
  };

  it('names the next event once, even when the standing text names it too', async () => {
    renderBanner({
      id: 1,
      title: 'Undivided Hearts Gathering',
      when: 'Saturday, December 12, 2026, 7:00 PM CST',
      short: 'Dec 12, 7 PM',
    });
    const banner = await screen.findByText(/Second and last Saturday/);
    const strip = banner.closest('p')!;
    // The standing text says "Undivided Hearts Gathering: …": on a wide screen the next event adds only its date.
    expect(
      screen.getByRole('link', {
        name: 'Undivided Hearts Gathering, Saturday, December 12, 2026, 7:00 PM CST',
      }).textContent,
    ).toBe('Saturday, December 12, 2026, 7:00 PM CST');
    expect(strip.textContent).toContain('Dec 12, 7 PM · Undivided Hearts Gathering');
  });

  it('names an event the standing text does not', async () => {
    renderBanner({
      id: 6,
      title: 'Retreat',
      when: 'Friday, January 15, 2027, 5:00 PM CST',
      short: 'Jan 15, 5 PM',
    });
    expect(
      (await screen.findAllByRole('link', { name: 'Retreat' })).map((l) => l.getAttribute('href')),
    ).toEqual(['/events/6', '/events/6']);
  });
});

describe("the home page's Upcoming Events", () => {
  it('shows the three cards from content, tied to the next events from the database, a dated one first', async () => {
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
    // The gathering has a next date: it comes first; the two whose dates are still to be set follow.
    expect(titles).toEqual([
      'Undivided Hearts Gathering',
      'Adult Bible Study (18+)',
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
