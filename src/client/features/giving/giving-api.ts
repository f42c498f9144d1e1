/** Giving's API calls, through the one client helper. */
import type { PublicDonation } from '#shared/donations-messages.ts';
import { apiRequest } from '../../lib/api.ts';

export interface DonationPayload {
  amount: number;
  name: string;
  email: string;
  donation_type: 'ONE_TIME';
  category: string;
  message: string;
  is_anonymous: boolean;
  /** Spec section 9: sent as 'manual'; the server ignores it and stores 'pending'. */
  payment_status: 'manual';
  website: string;
  form_started_at: number;
}

export function createDonation(payload: DonationPayload) {
  return apiRequest<{ id: string }>('/api/donations/', { method: 'POST', body: payload });
}

/** The server builds the return URLs and takes the amount from the stored donation. */
export function createCheckoutSession(donationId: string) {
  return apiRequest<{ id: string; url: string }>('/api/donations/create_checkout_session/', {
    method: 'POST',
    body: { donation_id: donationId },
  });
}

export function fetchDonation(donationId: string, signal?: AbortSignal) {
  return apiRequest<PublicDonation>(`/api/donations/${encodeURIComponent(donationId)}/`, {
    ...(signal ? { signal } : {}),
  });
}
