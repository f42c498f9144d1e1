import { useState } from 'react';
import { Button } from '#client/components/form/Button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { cancelEvent } from '#client/features/admin/events/events-api.ts';
import type { AdminEvent } from '#client/features/admin/events/events-contract.ts';

/** A cancel failed for a reason the server did not put in words (docs/product.md#staff-events). */
export const CANCEL_FAILED = 'Failed to cancel the event. Please try again later.';

/**
 * The confirm step of cancelling an event (docs/product.md#staff-events): says what will happen (the
 * event stays, marked Cancelled; every attendee is emailed), then cancels on the second click.
 */
export function CancelEventPanel({
  event,
  onCancelled,
  onKeep,
  onSignedOut,
}: {
  event: AdminEvent;
  onCancelled: (message: string) => void;
  onKeep: () => void;
  /** True when the error was a lapsed session and the screen is going back to sign-in. */
  onSignedOut: (error: unknown) => boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const { message } = await cancelEvent(event.id);
      onCancelled(message);
    } catch (failure) {
      if (!onSignedOut(failure)) setError(failure instanceof ApiError ? failure.message : CANCEL_FAILED);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        The event stays on the site, marked <strong>Cancelled</strong>, and stops taking RSVPs.{' '}
        {event.rsvp_count > 0
          ? `Everyone attending (${event.rsvp_count} ${event.rsvp_count === 1 ? 'seat' : 'seats'}) is emailed a cancellation that removes it from their calendar.`
          : 'Nobody is attending yet, so no one is emailed.'}{' '}
        This cannot be undone.
      </p>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" autoFocus onClick={onKeep}>
          Keep the event
        </Button>
        <Button variant="danger" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
          {busy ? 'Cancelling...' : 'Yes, cancel the event'}
        </Button>
      </div>
    </div>
  );
}
