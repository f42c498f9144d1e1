/**
 * The two-factor calls of the admin (docs/product.md#signing-in), through the one client helper.
 */
import type { LoginResponse } from '#shared/auth/contract.ts';
import type { RecoveryCodesResponse, TwoFactorSetup, TwoFactorStatus } from '#shared/auth/two-factor.ts';
import { apiRequest } from '#client/lib/api.ts';

const ACCOUNT = '/api/admin/account/two-factor';

/** The sign-in code step: a code from the app or a recovery code. */
export const signInWithCode = (code: string) =>
  apiRequest<LoginResponse>('/api/admin/login/two-factor/', { body: { code } });

export const twoFactorStatus = () => apiRequest<TwoFactorStatus>(`${ACCOUNT}/`);
export const beginTwoFactorSetup = () => apiRequest<TwoFactorSetup>(`${ACCOUNT}/setup/`, { method: 'POST' });
export const confirmTwoFactorSetup = (code: string) =>
  apiRequest<RecoveryCodesResponse>(`${ACCOUNT}/confirm/`, { body: { code } });
export const renewRecoveryCodes = (code: string) =>
  apiRequest<RecoveryCodesResponse>(`${ACCOUNT}/recovery-codes/`, { body: { code } });
export const turnOffTwoFactor = (code: string) =>
  apiRequest<{ success: true; message: string }>(`${ACCOUNT}/turn-off/`, { body: { code } });
