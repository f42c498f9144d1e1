/**
 * The house-church pages under /es (docs/product.md#languages): the directory in Spanish (its search,
 * distances, meeting days and times, a church's Spanish name or its English one marked as English), a
 * search that stays on the Spanish directory, and the join and leader forms posted from a Spanish page
 * without JavaScript, which keep the person's language and answer in Spanish. The services are
 * stand-ins (the API tests cover them: house-churches.spanish.test.ts).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormOutcome } from '#shared/forms/form-data.ts';
import { filtersFromSearchParams } from '#shared/house-churches/words.ts';
import { buildHouseChurchJson } from '#tests/helpers/generators/house-church-json.ts';
import { LocaleContext } from '#client/lib/locale.ts';
import { leaderApplicationAction } from '#client/features/house-churches/leader-application-action.server.ts';
import HouseChurchesPage from '#client/routes/house-churches.tsx';
import { action as joinAction } from '#client/routes/house-churches.join.tsx';

afterEach(cleanup);

const supper = buildHouseChurchJson({
  name_es: 'Cena de los viernes en Pflugerville',
  description_es: 'Una cena.',
  distance_miles: 3.2,
});
const english = buildHouseChurchJson({
  id: 7,
  name: 'Travis Heights House Church',
  meeting_day: 'Tuesday',
  meeting_time: '19:00:00',
  distance_miles: 0.4,
});

function renderDirectory(path: string) {
  const searched = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/es/house-churches',
      Component: HouseChurchesPage as never,
      loader: ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        searched(url.pathname + url.search);
        return {
          filters: filtersFromSearchParams(url.searchParams),
          result: { churches: [supper, english], failed: false },
        };
      },
      HydrateFallback: () => null,
    },
  ]);
  render(
    <LocaleContext value="es">
      <Stub initialEntries={[path]} />
    </LocaleContext>,
  );
  return searched;
}

describe('/es/house-churches', () => {
  it('shows the directory in Spanish: search, distances, meeting days and times', async () => {
    renderDirectory('/es/house-churches?near=78723');
    const card = await screen.findByRole('article', { name: 'Cena de los viernes en Pflugerville' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Encuentre una iglesia en casa');
    expect(screen.getByRole('searchbox', { name: 'Código postal, barrio o ciudad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(
      screen.getByText('2 iglesias en casa encontradas. Primero las más cercanas a 78723.'),
    ).toBeTruthy();
    expect(within(card).getByText('a 3 millas aproximadamente')).toBeTruthy();
    expect(within(card).getByText('Viernes, 6:30 p. m.')).toBeTruthy();
    expect(within(card).getByText('1 lugar disponible')).toBeTruthy();
    expect(within(card).getByText('Una cena.')).toBeTruthy();
    const joinLink = within(card).getByRole('link');
    expect(joinLink.textContent).toBe('Unirme Cena de los viernes en Pflugerville');
    expect(joinLink.getAttribute('href')).toBe('/es/house-churches/3/join');

    // A church without Spanish words shows its English ones, marked as English.
    const other = screen.getByRole('article', { name: 'Travis Heights House Church' });
    expect(within(other).getByRole('heading').getAttribute('lang')).toBe('en');
    expect(within(other).getByText('Martes, 7:00 p. m.')).toBeTruthy();
    expect(within(other).getByText('a menos de una milla')).toBeTruthy();
    const days = screen.getByRole('combobox', { name: 'Día de reunión' });
    expect(within(days).getByRole('option', { name: 'Martes' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/miles away|Meeting day|Tuesday|house-churches:/);
  });

  it('keeps a place search on the Spanish directory', async () => {
    const searched = renderDirectory('/es/house-churches');
    const box = await screen.findByRole('searchbox', { name: 'Código postal, barrio o ciudad' });
    fireEvent.change(box, { target: { value: 'Mueller' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searched).toHaveBeenLastCalledWith('/es/house-churches?near=Mueller'), {
      timeout: 5000,
    });
    expect(await screen.findByText(/Primero las más cercanas a Mueller\./)).toBeTruthy();
  });
});

const joinFields = {
  first_name: 'Rut',
  last_name: 'Moab',
  email: 'rut@example.net',
  phone: '512-555-0199',
  locale: 'es',
};

function postTo(url: string, fields: Record<string, string>) {
  return new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(fields) });
}
const outcome = async (answer: unknown) => (answer as { data: FormOutcome }).data;

describe('the forms posted from a Spanish page without JavaScript', () => {
  const screenPagePost = vi.fn(async () => 'accepted' as const);

  it('asks to join in Spanish: the service is given the language, and a mistake is said in Spanish', async () => {
    const join = vi.fn(async () => ({ message: '¡Gracias!' }));
    const context = { services: { houseChurches: { join }, formGuard: { screenPagePost } } };
    const args = (fields: Record<string, string>) => ({
      request: postTo('/es/house-churches/3/join', fields),
      params: { id: '3' },
      context: context as unknown as AppLoadContext,
    });
    const done = await outcome(await joinAction(args(joinFields) as never));
    expect(done).toMatchObject({ ok: true, message: '¡Gracias!' });
    expect(join).toHaveBeenCalledWith(3, expect.objectContaining({ locale: 'es', email: 'rut@example.net' }));

    const refused = await outcome(await joinAction(args({ ...joinFields, email: 'nope' }) as never));
    expect(refused.fields).toEqual({ email: 'Escriba un correo electrónico válido.' });
  });

  it('applies to lead in Spanish: the service is given the language, and a step’s mistake is said in Spanish', async () => {
    const applyToLead = vi.fn(async () => ({ id: 'a1', message: '¡Gracias!' }));
    const context = {
      services: { houseChurches: { applyToLead }, formGuard: { screenPagePost } },
    } as unknown as AppLoadContext;
    const step = await outcome(
      await leaderApplicationAction({
        request: postTo('/es/house-churches/start?step=1', { locale: 'es', last_name: 'Ponto' }),
        context,
      }),
    );
    expect(step.fields).toMatchObject({
      first_name: 'Escriba su nombre.',
      years_saved: 'Elija cuántos años hace que fue salvo.',
    });

    const references = Object.fromEntries(
      [1, 2].flatMap((n) => [
        [`reference${n}_name`, `Ref ${n}`],
        [`reference${n}_email`, `ref${n}@example.net`],
        [`reference${n}_phone`, '512-555-0100'],
      ]),
    );
    const whole = await outcome(
      await leaderApplicationAction({
        request: postTo('/es/house-churches/start', {
          ...joinFields,
          years_saved: '3',
          testimony: 'Por gracia.',
          ministry_experience: 'Hospitalidad.',
          spiritual_gifts: 'Servicio',
          ...references,
          statement_of_faith_agreed: 'on',
          code_of_conduct_agreed: 'on',
          ministry_guidelines_agreed: 'on',
        }),
        context,
      }),
    );
    expect(whole).toMatchObject({ ok: true });
    expect(applyToLead).toHaveBeenCalledWith(expect.objectContaining({ locale: 'es', years_saved: 3 }));
  });
});
