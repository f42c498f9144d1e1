/** Marking an inbox record handled or open again, through the one API client. */
import { apiRequest } from '#client/lib/api.ts';

export function setHandled<T>(path: string, id: string, handled: boolean): Promise<T> {
  return apiRequest<T>(`${path}${encodeURIComponent(id)}/`, { method: 'PATCH', body: { handled } });
}
