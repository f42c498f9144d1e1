import { useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { pageMeta } from '#shared/site/seo.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { AttendeesList } from '#client/features/admin/events/AttendeesList.tsx';
import { WaitlistList } from '#client/features/admin/events/WaitlistList.tsx';
import { EventForm } from '#client/features/admin/events/EventForm.tsx';
import { EventsTable } from '#client/features/admin/events/EventsTable.tsx';
import { NO_REPEAT, splitStart } from '#client/features/admin/events/series-form.ts';
import { SeriesDates } from '#client/features/admin/events/SeriesDates.tsx';
import type { Series } from '#shared/events/series-contract.ts';
import {
  ADMIN_EVENT_FILTERS,
  type AdminEventFilter,
  filterEvents,
  parseAdminEventFilter,
} from '#client/features/admin/events/event-filters.ts';
import { newEventValues, valuesFromEvent } from '#client/features/admin/events/event-form-values.ts';
import { ADMIN_EVENTS_LIST_PATH, deleteEvent } from '#client/features/admin/events/events-api.ts';
import { CancelEventPanel } from '#client/features/admin/events/CancelEventPanel.tsx';
import { type AdminEvent, EVENT_WORDS } from '#client/features/admin/events/events-contract.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import { FilterButtons, LoadError } from '#client/features/admin/admin-ui.tsx';
import { Button } from '#client/components/form/Button.tsx';
import type { Route } from './+types/events';

/** A delete failed (docs/product.md#staff-events). */
export const DELETE_FAILED = 'Failed to delete event. Please try again later.';

/**
 * The main meeting place as published now, which a new event starts at (docs/product.md#staff-events):
 * read on the server at each visit, so a place staff have just changed in the settings is the one filled in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { meetingPlace } = await context.services.pageContent.settings();
  return { meetingPlace };
}

/** A filter changes only the query string: the meeting place is read again only on a new visit. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Events · Admin', path: '/admin/events', noIndex: true, matches });
}

type Modal =
  | { kind: 'create' }
  | { kind: 'edit'; event: AdminEvent }
  | { kind: 'attendees'; event: AdminEvent }
  | { kind: 'cancel'; event: AdminEvent }
  | { kind: 'series'; seriesId: number; title: string }
  | { kind: 'split'; series: Series; from: AdminEvent }
  | null;

/**
 * /admin/events (docs/product.md#staff-events): the events table with its filter, create and edit in one
 * modal form, the attendees of an event, and a two-step delete. The admin layout's loader guards the page;
 * every write goes to the staff-only API, which checks the session and the Origin again.
 */
export default function AdminEvents() {
  const { meetingPlace } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const filter = parseAdminEventFilter(params.get('filter'));
  const data = useAdminData<AdminEvent[] | { results: AdminEvent[] }>(ADMIN_EVENTS_LIST_PATH);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  /** Bumped when an attendee is removed: the waitlist beside them is read again (offers may follow). */
  const [waitlistVersion, setWaitlistVersion] = useState(0);

  const raw = data.data;
  const all = raw ? (Array.isArray(raw) ? raw : raw.results) : null;
  const shown = all ? filterEvents(all, filter) : [];

  function chooseFilter(id: AdminEventFilter) {
    setParams(id === 'all' ? {} : { filter: id }, { preventScrollReset: true });
  }

  async function remove(event: AdminEvent): Promise<boolean> {
    setDeleteError(null);
    setNotice(null);
    try {
      await deleteEvent(event.id);
      setNotice(`Deleted “${event.title}”.`);
      data.reload();
      return true;
    } catch (error) {
      if (!redirectIfSignedOut(error)) setDeleteError(DELETE_FAILED);
      return false;
    }
  }

  return (
    <section aria-labelledby="events-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="events-title" className="text-2xl font-bold">
            Events
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Create, edit, cancel and remove events; see who is coming.
          </p>
        </div>
        <Button
          onClick={() => {
            setNotice(null);
            setModal({ kind: 'create' });
          }}
        >
          New event
        </Button>
      </div>

      <FilterButtons
        label="Show events"
        options={ADMIN_EVENT_FILTERS}
        value={filter}
        onChoose={chooseFilter}
      />

      <div aria-live="polite" className="text-sm font-medium text-green-800">
        {notice}
      </div>
      {deleteError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {deleteError}
        </p>
      ) : null}

      {data.status === 'error' && !all ? (
        <LoadError message={EVENT_WORDS.listFailed} onRetry={data.reload} />
      ) : !all ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-slate-300 bg-white px-4 py-6 text-slate-700">
          No{' '}
          {filter === 'all'
            ? ''
            : `${ADMIN_EVENT_FILTERS.find((f) => f.id === filter)!.label.toLowerCase()} `}
          events.
        </p>
      ) : (
        <EventsTable
          events={shown}
          onEdit={(event) => setModal({ kind: 'edit', event })}
          onAttendees={(event) => setModal({ kind: 'attendees', event })}
          onSeries={(event) => setModal({ kind: 'series', seriesId: event.series_id!, title: event.title })}
          onDelete={remove}
          onCancelEvent={(event) => {
            setNotice(null);
            setModal({ kind: 'cancel', event });
          }}
        />
      )}

      {modal?.kind === 'create' || modal?.kind === 'edit' ? (
        <AdminDialog
          title={modal.kind === 'create' ? 'New event' : `Edit “${modal.event.title}”`}
          onClose={() => setModal(null)}
        >
          <EventForm
            eventId={modal.kind === 'edit' ? modal.event.id : null}
            initial={modal.kind === 'edit' ? valuesFromEvent(modal.event) : newEventValues(meetingPlace)}
            recurrence={modal.kind === 'create' ? NO_REPEAT : undefined}
            onCancel={() => setModal(null)}
            onSaved={(saved) => {
              setNotice(modal.kind === 'create' ? `Created “${saved.title}”.` : `Saved “${saved.title}”.`);
              setModal(null);
              data.reload();
            }}
          />
        </AdminDialog>
      ) : null}
      {modal?.kind === 'cancel' ? (
        <AdminDialog title={`Cancel “${modal.event.title}”?`} onClose={() => setModal(null)}>
          <CancelEventPanel
            event={modal.event}
            onKeep={() => setModal(null)}
            onSignedOut={redirectIfSignedOut}
            onCancelled={(message) => {
              setNotice(message);
              setModal(null);
              data.reload();
            }}
          />
        </AdminDialog>
      ) : null}
      {modal?.kind === 'series' ? (
        <AdminDialog wide title={`All dates: ${modal.title}`} onClose={() => setModal(null)}>
          <SeriesDates
            seriesId={modal.seriesId}
            onEdit={(event) => setModal({ kind: 'edit', event })}
            onCancelDate={(event) => setModal({ kind: 'cancel', event })}
            onSplit={(series, from) => setModal({ kind: 'split', series, from })}
          />
        </AdminDialog>
      ) : null}
      {modal?.kind === 'split' ? (
        <AdminDialog
          title={`Change “${modal.series.title}” from this date on`}
          onClose={() => setModal(null)}
        >
          <EventForm
            eventId={null}
            initial={valuesFromEvent(modal.from)}
            recurrence={splitStart(modal.series, modal.from.id)}
            onCancel={() => setModal(null)}
            onSaved={(saved) => {
              setNotice(`Saved “${saved.title}” from this date on.`);
              setModal(null);
              data.reload();
            }}
          />
        </AdminDialog>
      ) : null}
      {modal?.kind === 'attendees' ? (
        <AdminDialog wide title={`Attendees: ${modal.event.title}`} onClose={() => setModal(null)}>
          <AttendeesList
            event={modal.event}
            onSignedOut={redirectIfSignedOut}
            onRemoved={() => {
              setWaitlistVersion((version) => version + 1);
              data.reload();
            }}
          />
          <WaitlistList key={waitlistVersion} event={modal.event} />
        </AdminDialog>
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
