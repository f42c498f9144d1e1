/** The testimonies and resources screens' calls to the staff API, through the one client helper. */
import type { MoveDirection, Resource, Testimony } from '#shared/content/records-rules.ts';
import { apiRequest } from '#client/lib/api.ts';

export const TESTIMONIES_PATH = '/api/admin/testimonies/';
export const RESOURCES_PATH = '/api/admin/resources/';

export type RecordsPath = typeof TESTIMONIES_PATH | typeof RESOURCES_PATH;
export type RecordOf<P extends RecordsPath> = P extends typeof TESTIMONIES_PATH ? Testimony : Resource;

export function saveRecord<P extends RecordsPath>(
  path: P,
  id: string | null,
  payload: Record<string, unknown>,
): Promise<RecordOf<P>> {
  return id === null
    ? apiRequest<RecordOf<P>>(path, { method: 'POST', body: payload })
    : apiRequest<RecordOf<P>>(`${path}${id}/`, { method: 'PATCH', body: payload });
}

export function setVisible<P extends RecordsPath>(path: P, id: string, visible: boolean) {
  return apiRequest<RecordOf<P>>(`${path}${id}/`, { method: 'PATCH', body: { visible } });
}

export function deleteRecord(path: RecordsPath, id: string): Promise<unknown> {
  return apiRequest(`${path}${id}/`, { method: 'DELETE' });
}

export async function moveRecord<P extends RecordsPath>(
  path: P,
  id: string,
  direction: MoveDirection,
): Promise<Array<RecordOf<P>>> {
  const answer = await apiRequest<{ results: Array<RecordOf<P>> }>(`${path}${id}/move/`, {
    body: { direction },
  });
  return answer.results;
}
