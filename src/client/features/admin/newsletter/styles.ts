/** Shared classes of the newsletter screens (matching the subscribers screens). */
import { adminButtonClass } from '#client/features/admin/admin-ui.tsx';

export const buttonClass = adminButtonClass;

export const primaryButtonClass =
  'rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 ' +
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm ' +
  'focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-600 aria-[invalid=true]:border-red-700';
