/** Giving's API calls, through the one client helper. */
import type { FormValues } from '#shared/forms/form-data.ts';
import { apiRequest } from '#client/lib/api.ts';

/** The giving form's values (as read from the form; the server checks them again). */
export function createDonation(values: FormValues) {
  return apiRequest<{ id: string }>('/api/donations/', {
    method: 'POST',
    // Sent as 'manual'; the server ignores the status and stores 'pending'.
    body: {
      ...values,
      donation_type: values.frequency && values.frequency !== 'once' ? 'RECURRING' : 'ONE_TIME',
      payment_status: 'manual',
    },
  });
}

/** The server builds the return URLs and takes the amount from the stored donation. */
export function createCheckoutSession(donationId: string) {
  return apiRequest<{ id: string; url: string }>('/api/donations/create_checkout_session/', {
    method: 'POST',
    body: { donation_id: donationId },
  });
}
