import { useState } from 'react';
import type { MoveDirection } from '#shared/content/records-rules.ts';
import { Button } from '#client/components/form/Button.tsx';

export interface OrderedItem {
  id: string;
  visible: boolean;
}

/**
 * Records in staff order, as stacked cards (they read well at 360px): Move up / Move down, Edit,
 * Hide / Show, and a two-step Delete. After a move, focus stays on the moved item's button, so a
 * keyboard user can press it again; the screen announces the new position.
 */
export function OrderedRecords<T extends OrderedItem>({
  label,
  items,
  titleOf,
  renderDetails,
  onEdit,
  onToggleVisible,
  onMove,
  onDelete,
}: {
  label: string;
  items: T[];
  titleOf: (item: T) => string;
  renderDetails: (item: T) => React.ReactNode;
  onEdit: (item: T) => void;
  onToggleVisible: (item: T) => Promise<void>;
  /** Resolves true when the move was saved. */
  onMove: (item: T, direction: MoveDirection) => Promise<boolean>;
  /** Resolves true when the item is gone. */
  onDelete: (item: T) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const buttonId = (item: T, action: string) => `record-${item.id}-${action}`;

  async function move(item: T, direction: MoveDirection) {
    if (busy) return;
    setBusy(item.id);
    const moved = await onMove(item, direction);
    setBusy(null);
    if (!moved) return;
    // The list re-renders in its new order; keep the keyboard on the item that moved.
    requestAnimationFrame(() => {
      const same = document.getElementById(buttonId(item, direction)) as HTMLButtonElement | null;
      const other = document.getElementById(buttonId(item, direction === 'up' ? 'down' : 'up'));
      (same && !same.disabled ? same : other)?.focus();
    });
  }

  async function run(item: T, action: () => Promise<unknown>) {
    setBusy(item.id);
    await action();
    setBusy(null);
  }

  return (
    <ol aria-label={label} className="space-y-3">
      {items.map((item, index) => {
        const title = titleOf(item);
        const first = index === 0;
        const last = index === items.length - 1;
        return (
          <li
            key={item.id}
            className={`rounded-lg border bg-white p-4 shadow-sm ${item.visible ? 'border-slate-300' : 'border-dashed border-slate-400 bg-slate-50'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words text-slate-900">
                  {title}
                  {item.visible ? null : (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                      Hidden
                    </span>
                  )}
                </h3>
                <p className="mt-0.5 text-xs text-slate-700">
                  Position {index + 1} of {items.length}
                </p>
                <div className="mt-2 text-sm text-slate-800">{renderDetails(item)}</div>
              </div>
            </div>
            {confirming === item.id ? (
              <div className="mt-3 space-y-2" role="group" aria-label={`Delete ${title}?`}>
                <p className="text-sm font-medium text-red-800">Delete “{title}”? This cannot be undone.</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={busy === item.id}
                    onClick={() =>
                      void run(item, async () => {
                        if (await onDelete(item)) setConfirming(null);
                      })
                    }
                  >
                    {busy === item.id ? 'Deleting...' : 'Confirm delete'}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    // Delete just left the page: keep the keyboard here, on the safe choice.
                    autoFocus
                    onClick={() => setConfirming(null)}
                  >
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Actions for ${title}`}>
                <Button
                  variant="secondary"
                  size="sm"
                  id={buttonId(item, 'up')}
                  disabled={first}
                  onClick={() => void move(item, 'up')}
                >
                  <span aria-hidden="true">↑ </span>Move up<span className="sr-only"> {title}</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  id={buttonId(item, 'down')}
                  disabled={last}
                  onClick={() => void move(item, 'down')}
                >
                  <span aria-hidden="true">↓ </span>Move down<span className="sr-only"> {title}</span>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onEdit(item)}>
                  Edit<span className="sr-only"> {title}</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy === item.id}
                  onClick={() => void run(item, () => onToggleVisible(item))}
                >
                  {item.visible ? 'Hide' : 'Show'}
                  <span className="sr-only"> {title}</span>
                </Button>
                <Button variant="danger" size="sm" onClick={() => setConfirming(item.id)}>
                  Delete<span className="sr-only"> {title}</span>
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
