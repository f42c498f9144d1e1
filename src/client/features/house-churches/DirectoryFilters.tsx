/**
 * The directory's four filters (docs/product.md#house-church-directory). A real GET form, so it works before
 * JavaScript; with JavaScript every change navigates at once (the city after a short pause in typing), and
 * the route loader refetches. The URL is the single source of truth: back, forward and reload restore it.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  type HouseChurchFilters,
  MEETING_DAYS,
  NO_FILTERS,
  searchParamsFromFilters,
} from '#shared/house-churches/words.ts';
import { Button } from '#client/components/form/Button.tsx';

const CITY_TYPING_PAUSE_MS = 350;
/**
 * A search bar, not a form to fill: its own plain controls, and of the kit only the Button. The
 * kit's field parts live in the chunk of the forms that use them; importing them here would split
 * them into a chunk of their own, one more file behind the lazily loaded footer form on every page.
 */
const controlClass =
  'mt-1.5 block min-h-11 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-navy-500';
const labelClass = 'block text-sm font-semibold text-navy-950';

export function DirectoryFilters({ filters }: { filters: HouseChurchFilters }) {
  const navigate = useNavigate();
  // What the controls show: changed at once (not only when the new list has arrived).
  const [draft, setDraft] = useState(filters);
  const city = draft.city;
  const setCity = (value: string) => setDraft((current) => ({ ...current, city: value }));
  const cityRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward or a link changed the URL: show it, keeping the city the visitor may be typing.
  useEffect(() => {
    const typing = document.activeElement === cityRef.current;
    setDraft((current) => ({ ...filters, city: typing ? current.city : filters.city }));
  }, [filters]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(next: HouseChurchFilters, options: { replace?: boolean } = {}) {
    clearTimeout(timer.current);
    setDraft(next);
    const query = searchParamsFromFilters(next).toString();
    void navigate(
      { pathname: '/house-churches', search: query ? `?${query}` : '' },
      {
        replace: options.replace ?? false,
        preventScrollReset: true,
      },
    );
  }

  const filtered =
    filters.city !== '' || filters.meeting_day !== '' || filters.has_spots || filters.accepts_children;

  return (
    <Form
      method="get"
      action="/house-churches"
      role="search"
      aria-label="Filter house churches"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr] lg:grid-cols-[2fr_1fr_auto] lg:items-end">
        <div>
          <label htmlFor="filter-city" className={labelClass}>
            City
          </label>
          <div className="flex gap-2">
            <input
              ref={cityRef}
              id="filter-city"
              name="city"
              type="search"
              value={city}
              placeholder="e.g. Austin"
              autoComplete="address-level2"
              onChange={(event) => {
                const value = event.target.value;
                setCity(value);
                clearTimeout(timer.current);
                timer.current = setTimeout(
                  () => apply({ ...draft, city: value }, { replace: true }),
                  CITY_TYPING_PAUSE_MS,
                );
              }}
              className={controlClass}
            />
            <Button type="submit" className="mt-1.5 shrink-0">
              Search
            </Button>
          </div>
        </div>
        <div>
          <label htmlFor="filter-day" className={labelClass}>
            Meeting day
          </label>
          <select
            id="filter-day"
            name="meeting_day"
            value={draft.meeting_day}
            onChange={(event) =>
              apply({
                ...draft,
                meeting_day: event.target.value as HouseChurchFilters['meeting_day'],
              })
            }
            className={controlClass}
          >
            <option value="">Any</option>
            {MEETING_DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-6 md:col-span-2 lg:col-span-1 lg:flex-col lg:gap-2">
          <legend className="sr-only">Show only</legend>
          {(
            [
              ['has_spots', 'Has Available Spots'],
              ['accepts_children', 'Accepts Children'],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="flex min-h-8 items-center gap-2.5 text-navy-900">
              <input
                type="checkbox"
                name={name}
                value="true"
                checked={draft[name]}
                onChange={(event) => apply({ ...draft, [name]: event.target.checked })}
                className="size-5 accent-navy-900"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      {filtered ? (
        <p className="mt-4">
          <Link
            to="/house-churches"
            preventScrollReset
            onClick={() => setCity(NO_FILTERS.city)}
            className="text-sm font-semibold text-navy-900 underline underline-offset-4"
          >
            Clear all filters
          </Link>
        </p>
      ) : null}
    </Form>
  );
}
