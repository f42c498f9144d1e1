/** The staff house-church screens' calls, through the one client helper. */
import { apiRequest } from '#client/lib/api.ts';
import {
  type AdminHouseChurch,
  type ApplicationStatusName,
  HC_ADMIN_API,
  type JoinRequest,
  type LeaderApplicationDetail,
} from '#shared/house-churches/admin-words.ts';

export interface Decision {
  message: string;
  request: JoinRequest;
  church: AdminHouseChurch;
}

export function saveChurch(id: number | null, payload: Record<string, unknown>): Promise<AdminHouseChurch> {
  return id === null
    ? apiRequest<AdminHouseChurch>(HC_ADMIN_API.churches, { method: 'POST', body: payload })
    : apiRequest<AdminHouseChurch>(HC_ADMIN_API.church(id), { method: 'PUT', body: payload });
}

export function setChurchActive(id: number, active: boolean): Promise<AdminHouseChurch> {
  return apiRequest<AdminHouseChurch>(active ? HC_ADMIN_API.restore(id) : HC_ADMIN_API.archive(id), {
    method: 'POST',
  });
}

export function decideRequest(id: string, action: 'approve' | 'decline' | 'remove'): Promise<Decision> {
  return apiRequest<Decision>(HC_ADMIN_API[action](id), { method: 'POST' });
}

export function updateApplication(
  id: string,
  change: { status?: ApplicationStatusName; notes?: string | null },
): Promise<LeaderApplicationDetail> {
  return apiRequest<LeaderApplicationDetail>(HC_ADMIN_API.application(id), { method: 'PATCH', body: change });
}
