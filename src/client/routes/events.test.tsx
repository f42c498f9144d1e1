import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, data, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import EventPage, { ErrorBoundary as EventErrorBoundary } from '#client/routes/events.detail.tsx';
import EventsPage, { ErrorBoundary as EventsErrorBoundary } from '#client/routes/events.tsx';
import { seededContent } from '#client/features/content/content-for-tests.tsx';
import { site } from '#shared/site/settings.ts';

afterEach(cleanup);

/** What the events loader gives besides the events: the address of the calendar feed. */
const FEED_URL = 'https://ministry.example/calendar.ics';

/** The list page with `loader`'s events (or failure), and its words as a new site's seed has them. */
function renderList(loader: (args: LoaderFunctionArgs) => unknown, url = '/events') {
  const Stub = createRoutesStub([
    {
      path: '/events',
      Component: EventsPage as never,
      ErrorBoundary: EventsErrorBoundary as never,
      loader: async (args: LoaderFunctionArgs) => ({
        ...seededContent(['events']),
        ...((await loader(args)) as object),
      }),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

function renderDetail(loader: () => unknown, url = '/events/3') {
  const Stub = createRoutesStub([
    {
      path: '/events/:id',
      Component: EventPage as never,
      ErrorBoundary: EventErrorBoundary as never,
      loader,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

/** Records when the page scrolls to the RSVP form. */
function watchScrolling(): number[] {
  const calls: number[] = [];
  Element.prototype.scrollIntoView = vi.fn(() => {
    calls.push(performance.now());
  });
  return calls;
}

describe('/events', () => {
  it('shows cards as docs/product.md lists them: Featured tag, badge, time, place, a 120-character preview and the right links', async () => {
    renderList(() => ({
      filter: 'upcoming',
      feedUrl: FEED_URL,
      events: [
        buildEventJson(),
        buildEventJson({
          id: 6,
          title: 'Retreat',
          is_featured: false,
          accepts_rsvp: false,
          rsvp_open: false,
          registration_required: true,
          registration_url: 'https://tickets.example/retreat',
        }),
      ],
    }));
    const card = (await screen.findByRole('heading', { name: 'Prophetic Restoration Service' })).closest(
      'article',
    )!;
    expect(card.textContent).toContain('Featured');
    expect(card.textContent).toContain('Dec12');
    expect(card.textContent).toContain('7:00 PM – 9:30 PM CST');
    expect(card.textContent).toContain('Ministry Center');
    const preview = `${'A service set apart for those who feel worn thin. '.repeat(4)}`
      .slice(0, 120)
      .trimEnd();
    expect(card.textContent).toContain(`${preview}...`);
    expect(
      screen.getByRole('link', { name: 'RSVP: Prophetic Restoration Service' }).getAttribute('href'),
    ).toBe('/events/3#rsvp');
    expect(screen.queryByRole('link', { name: /RSVP: Retreat/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Register: Retreat/ }).getAttribute('href')).toBe(
      'https://tickets.example/retreat',
    );
    expect(screen.getByRole('link', { name: /Sign up for the Bible study/ }).getAttribute('href')).toBe(
      '/bible-study-signup',
    );
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('href')).toBe('/events?filter=past');
  });

  it("shows 'Upcoming Events: TBD' when there are none, and the failure message when loading fails", async () => {
    renderList(() => ({ filter: 'upcoming', feedUrl: FEED_URL, events: [] }));
    expect(await screen.findByText('Upcoming Events: TBD')).toBeTruthy();
    cleanup();
    renderList(() => {
      throw new Error('database down');
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load events. Please try again later.',
    );
  });

  it('shows TBD for an event whose date is still to be decided, and no RSVP or Register on a past event', async () => {
    renderList(() => ({
      filter: 'all',
      feedUrl: FEED_URL,
      events: [
        buildEventJson({ id: 5, title: 'Bible Study', date_tbd: true }),
        buildEventJson({ id: 8, title: 'Gone', is_past: true }),
        buildEventJson({
          id: 9,
          title: 'Picnic',
          cancelled_at: '2026-11-20T00:00:00.000Z',
          rsvp_open: false,
        }),
      ],
    }));
    const tbd = (await screen.findByRole('heading', { name: 'Bible Study' })).closest('article')!;
    expect(tbd.textContent).toContain('Date:TBD');
    expect(tbd.textContent).toContain('Time:TBD');
    expect(screen.queryByRole('link', { name: 'RSVP: Gone' })).toBeNull();
    // A cancelled event stays listed, marked so, without an RSVP link.
    const cancelled = screen.getByRole('heading', { name: 'Picnic' }).closest('article')!;
    expect(cancelled.textContent).toContain('Cancelled');
    expect(screen.queryByRole('link', { name: 'RSVP: Picnic' })).toBeNull();
  });

  it("shows the page's words as staff published them: heading, introduction and the Bible study banner", async () => {
    const events = seededContent(['events']).content.events;
    renderList(() => ({
      filter: 'upcoming',
      feedUrl: FEED_URL,
      events: [],
      content: {
        events: {
          ...events,
          page: { ...events.page, title: 'Gatherings', intro: 'Come as you are.' },
          bibleStudyBanner: { ...events.bibleStudyBanner, title: 'Romans, eight weeks' },
        },
      },
    }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Gatherings');
    // The zone of the times is the settings' own, named after the staff's words (docs/product.md#events).
    expect(screen.getByText('Come as you are. Every time is in Central Time.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Romans, eight weeks' })).toBeTruthy();
  });

  it('offers the calendar feed behind one button: the webcal link, and the address to copy, never spread across the page', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderList(() => ({ filter: 'upcoming', feedUrl: FEED_URL, events: [] }));
    const summary = await screen.findByText('Subscribe in your calendar');
    expect(summary.closest('summary')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      'webcal://ministry.example/calendar.ics',
    );
    // The address sits in a field (it cannot widen the page), not as a long link.
    expect(screen.queryByRole('link', { name: FEED_URL })).toBeNull();
    expect((screen.getByRole('textbox', { name: /add this address/ }) as HTMLInputElement).value).toBe(
      FEED_URL,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
    vi.unstubAllGlobals();
  });

  it('lists dated events first, then "Dates to be announced", led by the Bible study, which is listed once', async () => {
    renderList(() => ({
      filter: 'upcoming',
      feedUrl: FEED_URL,
      events: [
        buildEventJson({ id: 1, title: 'Gathering', date: '2026-12-13T01:00:00.000Z' }),
        buildEventJson({ id: 3, title: 'Restoration Service', date_tbd: true }),
        buildEventJson({ id: 5, title: 'Adult Bible Study (18+)', date_tbd: true }),
        buildEventJson({ id: 6, title: 'Retreat', date: '2027-01-16T01:00:00.000Z' }),
      ],
    }));
    const dated = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(
      within(dated)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Gathering', 'Retreat']);
    const later = screen.getByRole('region', { name: 'Dates to be announced' });
    expect(
      within(later)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Adult Bible Study (18+)', 'Restoration Service']);
    expect(screen.getAllByText('Adult Bible Study (18+)')).toHaveLength(1);
    expect(
      within(later)
        .getByRole('link', { name: /Sign up for the Bible study/ })
        .getAttribute('href'),
    ).toBe('/bible-study-signup');
  });

  it('shows past events without the group of dates to come, nor the Bible study banner', async () => {
    renderList(
      () => ({ filter: 'past', feedUrl: FEED_URL, events: [buildEventJson({ title: 'Last year' })] }),
      '/events?filter=past',
    );
    expect(await screen.findByRole('heading', { name: 'Last year' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dates to be announced' })).toBeNull();
    // Nor the Bible study, whose date is still to come.
    expect(screen.queryByRole('heading', { name: 'Adult Bible Study (18+)' })).toBeNull();
  });

  it('shows a loading state while another filter loads, then its events, with the filter in the URL', async () => {
    let release!: () => void;
    const loader = vi.fn(async ({ request }: { request: Request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? 'upcoming';
      if (filter === 'past') await new Promise<void>((resolve) => (release = resolve));
      return {
        filter,
        feedUrl: FEED_URL,
        events: [buildEventJson({ id: filter === 'past' ? 8 : 3, title: `${filter} event` })],
      };
    });
    renderList(loader);
    expect(await screen.findByRole('heading', { name: 'upcoming event' })).toBeTruthy();
    screen.getByRole('link', { name: 'Past' }).click();
    expect(await screen.findByText('Loading events...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
    release();
    expect(await screen.findByRole('heading', { name: 'past event' })).toBeTruthy();
    expect(screen.queryByText('Loading events...')).toBeNull();
    expect(String((loader.mock.calls.at(-1)![0] as { request: Request }).request.url)).toContain(
      '?filter=past',
    );
  });
});

describe('/events/{id}', () => {
  it('marks a cancelled event Cancelled, says so, and offers no RSVP or calendar file', async () => {
    renderDetail(() => ({
      event: buildEventJson({ cancelled_at: '2026-11-20T00:00:00.000Z', rsvp_open: false }),
    }));
    expect(await screen.findByText('This event has been cancelled.', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'RSVP' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows the facts, Regular Service for SERVICE, paragraphs, the actions and a hidden RSVP form', async () => {
    renderDetail(() => ({ event: buildEventJson() }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prophetic Restoration Service' }),
    ).toBeTruthy();
    expect(screen.getAllByText('Regular Service').length).toBeGreaterThan(0);
    expect(screen.getByText('Saturday, December 12, 2026')).toBeTruthy();
    expect(screen.getByText('7:00 PM – 9:30 PM CST')).toBeTruthy();
    expect(screen.getByText('12 people')).toBeTruthy();
    expect(screen.getByText('28 of 40')).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Map/ }).getAttribute('href')).toBe(
      'https://maps.example/austin',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/events/3/calendar.ics',
    );
    expect(screen.getByTitle('Map of Ministry Center')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'RSVP' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form')).toBeNull();
    toggle.click();
    expect(await screen.findByRole('form', { name: 'RSVP for Prophetic Restoration Service' })).toBeTruthy();
  });

  it('at the main meeting place, shows its street address, parking note and map from the site settings', async () => {
    renderDetail(() => ({
      event: buildEventJson({
        location: site.meetingPlace.name,
        location_address: null,
        location_map_url: null,
      }),
    }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(site.meetingPlace.address)).toBeTruthy();
    expect(screen.getByText(`Parking and entry: ${site.meetingPlace.arrival}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Map/ }).getAttribute('href')).toBe(
      site.meetingPlace.mapUrl,
    );
  });

  it("shows 'Event not found' for a 404 and the load error otherwise, each with Back to Events", async () => {
    renderDetail(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');
    cleanup();
    renderDetail(() => {
      throw new Error('boom');
    });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load event details. Please try again later.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toBeTruthy();
  });

  it('opens the form by #rsvp and scrolls after 500 ms; the toggle scrolls after 100 ms', async () => {
    const scrolls = watchScrolling();
    renderDetail(() => ({ event: buildEventJson() }), '/events/3#rsvp');
    const opened = performance.now();
    expect(await screen.findByRole('form', { name: 'RSVP for Prophetic Restoration Service' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide RSVP form' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(scrolls).toHaveLength(1), { timeout: 2000 });
    expect(scrolls[0]! - opened).toBeGreaterThanOrEqual(490);
    cleanup();

    scrolls.length = 0;
    renderDetail(() => ({ event: buildEventJson() }));
    const toggle = await screen.findByRole('button', { name: 'RSVP' });
    const clicked = performance.now();
    toggle.click();
    await waitFor(() => expect(scrolls).toHaveLength(1), { timeout: 2000 });
    expect(scrolls[0]! - clicked).toBeGreaterThanOrEqual(95);
    expect(scrolls[0]! - clicked).toBeLessThan(490);
  });

  it("shows a full event as the server counted it, and still offers RSVP to change one's answer", async () => {
    renderDetail(() => ({ event: buildEventJson({ rsvp_count: 40 }) }));
    expect(await screen.findByText('None: all 40 spots are taken')).toBeTruthy();
    expect(screen.getByText('40 people')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('This event is full.');
    expect(screen.getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });

  it('offers no RSVP on a past event, even with #rsvp', async () => {
    renderDetail(() => ({ event: buildEventJson({ is_past: true }) }), '/events/3#rsvp');
    expect(await screen.findByText(/This event has already taken place/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });
});
