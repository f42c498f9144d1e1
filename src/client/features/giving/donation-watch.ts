/**
 * The thank-you page while a gift waits for Stripe's word, on a page without React
 * (routes/giving.success.tsx). It asks the gift's API every few seconds; once Stripe has
 * answered, it puts the page as the server now renders it into the parts marked
 * `data-donation-part` (the status is a live region, so screen readers hear the answer). After its
 * last try it shows the page's own "taking longer" note. Its own small file with no imports
 * (compiled alone, scripts/compiled-script-url.ts).
 */
export interface DonationWatchConfig {
  /** The gift's public API address. */
  api: string;
  intervalMs: number;
  attempts: number;
}

const PART = 'data-donation-part';
export const SLOW_NOTE = 'data-donation-slow';

/** The page's parts as the server renders them now; false when the page could not be read. */
async function showAnswer(): Promise<boolean> {
  const response = await fetch(location.href, { headers: { accept: 'text/html' } });
  if (!response.ok) return false;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const part of document.querySelectorAll(`[${PART}]`)) {
    const answer = fresh.querySelector(`[${PART}="${part.getAttribute(PART)}"]`);
    if (answer) part.innerHTML = answer.innerHTML;
  }
  return true;
}

export function watchDonation(config: DonationWatchConfig): void {
  let attempts = 0;
  const ask = async () => {
    attempts += 1;
    try {
      const response = await fetch(config.api, { headers: { accept: 'application/json' } });
      const gift = response.ok ? ((await response.json()) as { payment_status?: string }) : null;
      if (gift && gift.payment_status !== 'pending' && (await showAnswer())) return;
    } catch {
      // Offline for a moment: ask again at the next turn.
    }
    if (attempts < config.attempts) setTimeout(ask, config.intervalMs);
    else document.querySelector(`[${SLOW_NOTE}]`)?.removeAttribute('hidden');
  };
  setTimeout(ask, config.intervalMs);
}
