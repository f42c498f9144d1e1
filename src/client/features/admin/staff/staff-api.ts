/** The staff screens' calls (docs/product.md#staff-accounts), through the one client helper. */
import type { StaffRole } from '#shared/staff/roles.ts';
import { STAFF_API, type StaffInvited } from '#shared/staff/contract.ts';
import { apiRequest } from '#client/lib/api.ts';

type Message = { message: string };

export const inviteStaff = (body: { email: string; roles: StaffRole[] }) =>
  apiRequest<StaffInvited>(STAFF_API.invite, { body });
export const withdrawInvitation = (id: string) =>
  apiRequest<Message>(STAFF_API.withdraw(id), { method: 'POST' });
export const disableStaff = (id: string) => apiRequest<Message>(STAFF_API.disable(id), { method: 'POST' });
export const enableStaff = (id: string) => apiRequest<Message>(STAFF_API.enable(id), { method: 'POST' });
export const saveStaffRoles = (id: string, roles: StaffRole[]) =>
  apiRequest<Message>(STAFF_API.roles(id), { method: 'PUT', body: { roles } });
export const signOutOthers = () => apiRequest<Message>(STAFF_API.signOutOthers, { method: 'POST' });
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<Message>(STAFF_API.password, { body });
