/**
 * The directory's search and filters (docs/product.md#house-church-directory). A real GET form, so it works
 * before JavaScript; with JavaScript every filter change navigates at once (the place when Search or Enter is
 * pressed, so a half-typed ZIP code is never searched), and the route loader refetches. The URL is the single
 * source of truth: back, forward and reload restore it. "Use my location" appears only with JavaScript and a
 * browser that can locate, and asks for the position only when pressed.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  type HouseChurchFilters,
  HOUSE_CHURCH_WORDS,
  MEETING_DAYS,
  NO_FILTERS,
  roundCoordinate,
  searchParamsFromFilters,
} from '#shared/house-churches/words.ts';
import { Button } from '#client/components/form/Button.tsx';
import { useHydrated } from '#client/components/useHydrated.ts';
import { useLocalePath, useWords } from '#client/lib/locale.ts';

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
  const t = useWords(HOUSE_CHURCH_WORDS);
  // The directory of the page's language: a search on /es/house-churches stays Spanish.
  const directory = useLocalePath()('/house-churches');
  // What the controls show: changed at once (not only when the new list has arrived).
  const [draft, setDraft] = useState(filters);
  const near = draft.near;
  const setNear = (value: string) => setDraft((current) => ({ ...current, near: value }));
  const nearRef = useRef<HTMLInputElement>(null);
  // Only once the page runs in a browser that can locate: without JavaScript the button could do nothing.
  const canLocate = useHydrated() && 'geolocation' in navigator;
  const [locating, setLocating] = useState<'idle' | 'locating' | 'failed'>('idle');

  // Back/forward or a link changed the URL: show it, keeping the place the visitor may be typing.
  useEffect(() => {
    const typing = document.activeElement === nearRef.current;
    setDraft((current) => ({ ...filters, near: typing ? current.near : filters.near }));
  }, [filters]);

  function apply(next: HouseChurchFilters, options: { replace?: boolean } = {}) {
    setDraft(next);
    const query = searchParamsFromFilters(next).toString();
    void navigate(
      { pathname: directory, search: query ? `?${query}` : '' },
      {
        replace: options.replace ?? false,
        preventScrollReset: true,
      },
    );
  }

  /** Asked only when pressed; the position goes to the URL rounded to 2 decimals and nowhere else. */
  function locateMe() {
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        apply({
          ...draft,
          near: '',
          lat: roundCoordinate(coords.latitude),
          lng: roundCoordinate(coords.longitude),
        });
      },
      () => setLocating('failed'),
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  }

  const filtered =
    filters.near !== '' ||
    filters.lat !== null ||
    filters.meeting_day !== '' ||
    filters.has_spots ||
    filters.accepts_children;

  return (
    <Form
      method="get"
      action={directory}
      role="search"
      aria-label={t('filters.label')}
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        // A place typed replaces a position; an empty box keeps it.
        apply(draft.near.trim() ? { ...draft, lat: null, lng: null } : draft);
      }}
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr] lg:grid-cols-[2fr_1fr_auto] lg:items-end">
        <div>
          <label htmlFor="filter-near" className={labelClass}>
            {t('filters.placeLabel')}
          </label>
          <div className="flex gap-2">
            <input
              ref={nearRef}
              id="filter-near"
              name="near"
              type="search"
              value={near}
              placeholder={t('filters.placeHint')}
              autoComplete="postal-code"
              onChange={(event) => {
                const value = event.target.value;
                setNear(value);
                // Emptied: the whole list again at once. Anything else waits for Search or Enter.
                if (value === '' && filters.near !== '') apply({ ...draft, near: '' }, { replace: true });
              }}
              className={controlClass}
            />
            <Button type="submit" className="mt-1.5 shrink-0">
              {t('filters.search')}
            </Button>
          </div>
          {canLocate ? (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="button"
                onClick={locateMe}
                disabled={locating === 'locating'}
                className="min-h-11 text-sm font-semibold text-navy-900 underline underline-offset-4 disabled:no-underline"
              >
                {locating === 'locating' ? t('filters.locating') : t('filters.useMyLocation')}
              </button>
              {locating === 'failed' ? (
                <span role="alert" className="text-sm text-red-800">
                  {t('filters.locationFailed')}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="filter-day" className={labelClass}>
            {t('filters.meetingDay')}
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
            <option value="">{t('filters.anyDay')}</option>
            {MEETING_DAYS.map((day) => (
              <option key={day} value={day}>
                {t(`day.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-6 md:col-span-2 lg:col-span-1 lg:flex-col lg:gap-2">
          <legend className="sr-only">{t('filters.showOnly')}</legend>
          {(
            [
              ['has_spots', t('filters.hasSpots')],
              ['accepts_children', t('filters.acceptsChildren')],
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
            to={directory}
            preventScrollReset
            onClick={() => setNear(NO_FILTERS.near)}
            className="text-sm font-semibold text-navy-900 underline underline-offset-4"
          >
            {t('filters.clear')}
          </Link>
        </p>
      ) : null}
    </Form>
  );
}
