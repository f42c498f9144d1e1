/**
 * The state of a testimonies or resources screen: the list from the staff API, the live notice that
 * announces every change (screen readers hear moves, hides and deletes), and the actions.
 */
import { useState } from 'react';
import { CONTENT_RECORD_WORDS as M, type MoveDirection } from '#shared/content/records-rules.ts';
import { useAdminData, useSignedOutRedirect } from '#client/features/admin/use-admin-data.ts';
import {
  deleteRecord,
  moveRecord,
  type RecordOf,
  type RecordsPath,
  setVisible,
} from '#client/features/admin/content/records-api.ts';

export function useRecordsScreen<P extends RecordsPath>(
  path: P,
  titleOf: (item: RecordOf<P>) => string,
  /** The items a move happens among (same page, or same kind), for the "now N of M" message. */
  groupOf: (item: RecordOf<P>) => string,
) {
  const data = useAdminData<{ results: Array<RecordOf<P>> }>(path);
  const redirectIfSignedOut = useSignedOutRedirect();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The list after a move, shown at once (the server answers the new order). */
  const [moved, setMoved] = useState<{ from: unknown; items: Array<RecordOf<P>> } | null>(null);
  const items = moved && moved.from === data.data ? moved.items : (data.data?.results ?? null);

  async function attempt(action: () => Promise<void>, failure: string): Promise<boolean> {
    setError(null);
    setNotice(null);
    try {
      await action();
      return true;
    } catch (caught) {
      if (!redirectIfSignedOut(caught)) setError(failure);
      return false;
    }
  }

  return {
    data,
    items,
    notice,
    error,
    announce: setNotice,
    toggleVisible: (item: RecordOf<P>) =>
      attempt(async () => {
        await setVisible(path, item.id, !item.visible);
        setNotice(
          item.visible
            ? `Hidden “${titleOf(item)}”: it no longer shows on the site.`
            : `“${titleOf(item)}” shows on the site again.`,
        );
        data.reload();
      }, M.saveFailed).then(() => undefined),
    move: (item: RecordOf<P>, direction: MoveDirection) =>
      attempt(async () => {
        const next = await moveRecord(path, item.id, direction);
        setMoved({ from: data.data, items: next });
        const group = next.filter((other) => groupOf(other) === groupOf(item));
        const position = group.findIndex((other) => other.id === item.id) + 1;
        setNotice(`Moved “${titleOf(item)}” ${direction}: now ${position} of ${group.length}.`);
      }, M.moveFailed),
    remove: (item: RecordOf<P>) =>
      attempt(async () => {
        await deleteRecord(path, item.id);
        setNotice(`Deleted “${titleOf(item)}”.`);
        data.reload();
      }, M.deleteFailed),
  };
}
