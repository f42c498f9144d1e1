/**
 * The small pieces every admin list shares, so each screen looks and behaves the same: the "could
 * not load" alert with its retry, the Previous/Next pager, the "Show …" filter and the search box.
 * Buttons are the form kit's Button (src/client/components/form/Button.tsx).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { ADMIN_DATA_ERROR } from '#shared/lists/format.ts';
import { ADMIN_ERROR_WORDS } from '#shared/site/admin-words.ts';
import { Button, buttonVariants } from '#client/components/form/Button.tsx';

/**
 * A list or panel could not be loaded: say so, and offer to try again. `onRetry` retries in place;
 * `retryTo` is a link to the same page instead, which also works before the scripts have started.
 */
export function LoadError({
  message = ADMIN_DATA_ERROR,
  ...retry
}: { message?: string } & ({ onRetry: () => void } | { retryTo: string })) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}{' '}
      {'retryTo' in retry ? (
        <Link to={retry.retryTo} className={buttonVariants({ variant: 'quiet', size: 'sm' })}>
          {ADMIN_ERROR_WORDS.retry}
        </Link>
      ) : (
        <Button variant="quiet" size="sm" onClick={retry.onRetry}>
          {ADMIN_ERROR_WORDS.retry}
        </Button>
      )}
    </div>
  );
}

/** Previous / Page n of m / Next, shown only when there is more than one page. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** The "Show …" choice above a list: one pressed button at a time. */
export function FilterButtons<Id extends string>({
  label,
  options,
  value,
  onChoose,
}: {
  label: string;
  options: readonly { id: Id; label: string }[];
  value: Id;
  onChoose: (id: Id) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option.id}
          size="sm"
          variant={value === option.id ? 'primary' : 'secondary'}
          aria-pressed={value === option.id}
          onClick={() => onChoose(option.id)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The search box of an admin list: submitting (Enter or the button) hands the trimmed text back.
 * `key` resets the field when the search changes elsewhere (back button, a cleared filter).
 */
export function SearchForm({
  label,
  search,
  placeholder,
  onSearch,
}: {
  label: string;
  search: string;
  placeholder: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
      }}
    >
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          Search
        </label>
        <input
          id={id}
          key={search}
          name="search"
          type="search"
          defaultValue={search}
          placeholder={placeholder}
          maxLength={200}
          className="mt-1 w-64 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600"
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
