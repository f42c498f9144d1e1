/**
 * The private events pages and the events banner under /es (docs/product.md#managing-an-rsvp,
 * #waitlist, #every-page, #languages): the RSVP manage page, the waitlist join page and a waitlist
 * entry's page say everything in Spanish, with Spanish dates, and keep their links and forms under
 * /es; the banner says "Próximo:" with the event's Spanish title and date.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildEventJson } from '#tests/helpers/generators/event-json.ts';
import ManageRsvpPage from '#client/routes/events.rsvp.tsx';
import WaitlistJoinPage from '#client/routes/events.waitlist-join.tsx';
import WaitlistPage from '#client/routes/events.waitlist.tsx';
import { EventsBanner } from '#client/components/EventsBanner.tsx';
import { loadEventsBanner } from '#client/features/events/banner-data.ts';
import { spanishContent, spanishSiteSettings } from '#client/features/content/spanish-content-for-tests.ts';
import EventsPage from '#client/routes/events.tsx';
import { LocaleContext } from '#client/lib/locale.ts';
import { applySiteSettings, site } from '#shared/site/settings.ts';

const english = structuredClone(site);
afterEach(cleanup);
afterAll(() => applySiteSettings(english));

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

const event = buildEventJson({ id: 3, title: 'Night of Worship', title_es: 'Noche de adoración' });

describe('/es/events/rsvp (the manage page)', () => {
  it('says everything in Spanish, with Spanish dates, and keeps its links and forms under /es', async () => {
    renderSpanish('/es/events/rsvp', '/es/events/rsvp', ManageRsvpPage, () => ({
      view: 'rsvp',
      token: 'A'.repeat(43),
      rsvp: { event, name: 'Rut Gómez', attending: true, guests: 2, can_change: true, can_cancel: true },
    }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Su confirmación de asistencia',
    );
    const facts = document.querySelector('dl')!.textContent!;
    expect(facts).toContain('Fecha');
    expect(facts).toContain('sábado, 12 de diciembre de 2026');
    expect(facts).toContain('Quedan 28 lugares');
    expect(screen.getByRole('link', { name: 'Noche de adoración' }).getAttribute('href')).toBe(
      '/es/events/3',
    );
    expect(document.body.textContent).toContain('Hola, Rut. Su respuesta: asistirá, 2 personas.');
    expect(screen.getByRole('heading', { name: 'Cambiar su respuesta' })).toBeTruthy();
    expect(screen.getByLabelText(/Número de personas/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar mi confirmación' })).toBeTruthy();
    for (const form of document.querySelectorAll('form')) {
      expect(form.getAttribute('action')).toMatch(/^\/es\/events\/rsvp(#|$)/);
    }
    expect(document.body.textContent).not.toMatch(/Your RSVP|Change your answer|Hello|December/);
  });

  it('after a cancel: the Spanish message and the way back to the Spanish event page', async () => {
    renderSpanish('/es/events/rsvp', '/es/events/rsvp?cancelled=3', ManageRsvpPage, () => ({
      view: 'cancelled',
      event: { id: 3, title: 'Night of Worship', title_es: 'Noche de adoración' },
    }));
    expect(await screen.findByText(/Su confirmación quedó cancelada/)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Volver a Noche de adoración' });
    expect(back.getAttribute('href')).toBe('/es/events/3');
  });
});

describe('/es/events/{id}/waitlist (joining)', () => {
  it('is in Spanish, links to the Spanish event page and posts under /es', async () => {
    renderSpanish('/es/events/:id/waitlist', '/es/events/3/waitlist', WaitlistJoinPage, () => ({
      event: { id: 3, title: 'Night of Worship', title_es: 'Noche de adoración', spots_remaining: 0 },
    }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Anotarse en la lista de espera',
    );
    expect(screen.getByRole('link', { name: 'Noche de adoración' }).getAttribute('href')).toBe(
      '/es/events/3',
    );
    expect(screen.getByLabelText(/Nombre/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anotarme en la lista de espera' })).toBeTruthy();
    expect(document.querySelector('form')!.getAttribute('action')).toMatch(/^\/es\/events\/3\/waitlist(#|$)/);
    expect(document.body.textContent).not.toMatch(/Join the waitlist|Fields marked/);
  });
});

describe('/es/events/waitlist (an entry)', () => {
  it('says the offer in Spanish, with its end in Spanish, and posts under /es', async () => {
    renderSpanish('/es/events/waitlist', '/es/events/waitlist', WaitlistPage, () => ({
      token: 'B'.repeat(43),
      entry: {
        event,
        name: 'Rut Gómez',
        guests: 2,
        status: 'offered',
        place: 1,
        offer_expires_at: '2026-12-02T16:00:00.000Z',
      },
    }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Su lugar en la lista de espera',
    );
    expect(document.body.textContent).toMatch(
      /Hay lugares libres para usted: le guardamos lugares para 2 personas hasta el miércoles, 2 de diciembre de 2026 a las 10:00\sa\.\s?m\./,
    );
    expect(screen.getByRole('button', { name: 'Tomar los lugares' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dejarlos para la siguiente persona' })).toBeTruthy();
    for (const form of document.querySelectorAll('form')) {
      expect(form.getAttribute('action')).toMatch(/^\/es\/events\/waitlist(#|$)/);
    }
    expect(screen.getByRole('link', { name: 'Noche de adoración' }).getAttribute('href')).toBe(
      '/es/events/3',
    );
  });
});

describe('the events banner on /es', () => {
  it('is read in Spanish: the Spanish title, or the English one marked lang="en"; Spanish dates', async () => {
    const featuredUpcoming = vi.fn(async () => [
      {
        id: 1,
        title: 'Night of Worship',
        title_es: 'Noche de adoración',
        date: '2026-12-13T01:00:00.000Z',
        date_tbd: false,
      },
    ]);
    const services = { events: { featuredUpcoming } } as never;
    const banner = await loadEventsBanner(services, undefined, 'es');
    expect(banner).toMatchObject({ id: 1, title: 'Noche de adoración' });
    expect(banner?.when).toMatch(/^sábado, 12 de diciembre de 2026, 7:00\sp\.\s?m\.\s\S+$/);
    expect(banner?.lang).toBeUndefined();
    featuredUpcoming.mockResolvedValueOnce([
      { id: 2, title: 'Retreat', title_es: null, date: '2026-12-13T01:00:00.000Z', date_tbd: true },
    ] as never);
    expect(await loadEventsBanner(services, undefined, 'es')).toMatchObject({
      title: 'Retreat',
      lang: 'en',
      when: 'Fecha por anunciar',
    });
  });

  it('says "Próximo:" and the Spanish link words, with links under /es', async () => {
    applySiteSettings(english, spanishSiteSettings(structuredClone(english)));
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/es',
        Component: EventsBanner,
        loader: () => ({
          eventsBanner: { id: 6, title: 'Retiro', when: 'viernes, 15 de enero de 2027', short: '15 ene' },
        }),
      },
    ]);
    render(
      <LocaleContext value="es">
        <Stub initialEntries={['/es']} />
      </LocaleContext>,
    );
    const links = await screen.findAllByRole('link', { name: 'Retiro' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/es/events/6', '/es/events/6']);
    const strip = links[0]!.closest('p')!.textContent!;
    expect(strip).toContain('Próximo:');
    expect(strip).toContain('El segundo y el último sábado de cada mes');
    expect(strip).toContain('Vea los eventos');
    expect(strip).not.toMatch(/Next:|See events/);
  });
});

describe("/es/events: the page's own content", () => {
  it('reads the Spanish content, marks a field without Spanish lang="en", and says the zone in Spanish', async () => {
    const content = spanishContent(['events']);
    renderSpanish('/es/events', '/es/events', EventsPage, () => ({
      ...content,
      contentFallbacks: { events: ['bibleStudyBanner.text'] },
      filter: 'upcoming',
      feedUrl: 'https://ministry.example/calendar.ics',
      events: [],
    }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Eventos');
    expect(document.body.textContent).toContain('Todos los horarios están en hora central.');
    const study = screen.getByRole('heading', { name: 'Estudio bíblico para adultos (18+)' });
    expect(study.getAttribute('lang')).toBeNull();
    const text = screen.getByText(content.content.events.bibleStudyBanner.text);
    expect(text.getAttribute('lang')).toBe('en');
  });
});
