/**
 * The events pages under /es (docs/product.md#events, #event-detail-and-rsvp, #languages): the page's
 * words, dates and time-zone names in Spanish, and each event's Spanish title and description, or
 * its English ones marked lang="en" when staff wrote none.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import EventPage from '#client/routes/events.detail.tsx';
import EventsPage from '#client/routes/events.tsx';
import { seededContent } from '#client/features/content/content-for-tests.tsx';
import { LocaleContext } from '#client/lib/locale.ts';
import { EVENTS_WORDS } from '#shared/events/words.ts';

afterEach(cleanup);

const es = EVENTS_WORDS.in('es');

/** A page as the root layout gives it on /es: the Spanish language in context. */
function renderSpanish(
  path: string,
  url: string,
  Component: unknown,
  loader: (a: LoaderFunctionArgs) => unknown,
) {
  const Stub = createRoutesStub([{ path, Component: Component as never, loader }]);
  render(
    <LocaleContext value="es">
      <Stub initialEntries={[url]} />
    </LocaleContext>,
  );
}

const spanishEvent = buildEventJson({
  title_es: 'Culto profético de restauración',
  subtitle_es: 'Él restaura mi alma',
  description_es: 'Un culto para quienes se sienten cansados.\n\nSegundo párrafo.',
});

describe('/es/events', () => {
  it('shows the filters, headings and cards in Spanish, with Spanish dates and titles, English ones marked lang="en"', async () => {
    renderSpanish('/es/events', '/es/events', EventsPage, async () => ({
      ...seededContent(['events']),
      filter: 'upcoming',
      feedUrl: 'https://ministry.example/calendar.ics',
      events: [spanishEvent, buildEventJson({ id: 6, title: 'Men’s Breakfast' })],
    }));
    const heading = await screen.findByRole('heading', { name: 'Culto profético de restauración' });
    const card = heading.closest('article')!;
    expect(card.textContent).toContain('12 de diciembre de 2026');
    expect(card.textContent).toContain('Fecha:');
    expect(card.textContent).toContain('Lugar:');
    expect(card.textContent).toContain('Un culto para quienes se sienten cansados.');
    expect(card.textContent).not.toContain('December');
    expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fechas por anunciar' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Filtrar eventos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pasados' }).getAttribute('href')).toBe('/es/events?filter=past');
    expect(screen.getByText('Suscríbase en su calendario')).toBeTruthy();
    // No Spanish title: the English one, said to be English.
    const english = screen.getByRole('link', { name: 'Men’s Breakfast' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(heading.querySelector('a')!.getAttribute('lang')).toBeNull();
    expect(
      screen
        .getAllByRole('link', { name: 'Detalles: Culto profético de restauración' })[0]!
        .getAttribute('href'),
    ).toBe('/es/events/3');
  });
});

describe('/es/events/{id}', () => {
  it('shows the facts, date, time and seats in Spanish, the Spanish title and description, and the Spanish RSVP form', async () => {
    renderSpanish('/es/events/:id', '/es/events/3', EventPage, () => ({ event: spanishEvent }));
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Culto profético de restauración');
    expect(title.getAttribute('lang')).toBeNull();
    const facts = document.querySelector('dl')!.textContent!;
    expect(facts).toContain('sábado, 12 de diciembre de 2026');
    expect(facts).toMatch(/7:00\sp\.\s?m\.\s–\s9:30\sp\.\s?m\.\sCST/);
    expect(facts).toContain(es('detail.spotsRemaining'));
    expect(facts).toContain('28 de 40');
    expect(facts).toContain('12 personas');
    expect(facts).toContain('Reunión regular');
    expect(screen.getByText('Segundo párrafo.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acerca de este evento' })).toBeTruthy();
    expect(screen.getByLabelText(/¿Cuántas personas vienen, contándose usted\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar asistencia' })).toBeTruthy();
    expect(document.querySelector('form')!.getAttribute('action')).toBe('/es/events/3#rsvp');
    expect(screen.queryByText('Date')).toBeNull();
  });

  it('shows the English title and description marked lang="en" when staff wrote no Spanish', async () => {
    renderSpanish('/es/events/:id', '/es/events/3', EventPage, () => ({ event: buildEventJson() }));
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Prophetic Restoration Service');
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Second paragraph.').getAttribute('lang')).toBe('en');
    expect(screen.getByText(es('detail.date'))).toBeTruthy();
  });
});
