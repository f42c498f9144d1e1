/**
 * Analytics: Google Analytics 4 (gtag) and the Meta Pixel, only when their ids are configured
 * (GA_MEASUREMENT_ID, META_PIXEL_ID). The snippets are emitted by <AnalyticsScripts> in the root
 * layout; these helpers are safe to call anywhere and do nothing when the tags are absent.
 */

type Gtag = (...args: unknown[]) => void;
type Fbq = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    fbq?: Fbq;
  }
}

const GA_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/i;
const PIXEL_ID_PATTERN = /^\d{5,20}$/;

/** Ids go into inline scripts, so only well-formed ones are used (anything else emits nothing). */
export function validAnalyticsIds(ids: {
  gaMeasurementId?: string | undefined;
  metaPixelId?: string | undefined;
}) {
  return {
    gaMeasurementId:
      ids.gaMeasurementId && GA_ID_PATTERN.test(ids.gaMeasurementId) ? ids.gaMeasurementId : null,
    metaPixelId: ids.metaPixelId && PIXEL_ID_PATTERN.test(ids.metaPixelId) ? ids.metaPixelId : null,
  };
}

export function gaBootstrapScript(measurementId: string): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(measurementId)});`,
  ].join('');
}

/** Meta's standard base code; it loads fbevents.js from connect.facebook.net (allowed by the CSP when set). */
export function metaPixelBootstrapScript(pixelId: string): string {
  return [
    '!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?',
    'n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;',
    "n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;",
    't.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}',
    "(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');",
    `fbq('init',${JSON.stringify(pixelId)});fbq('track','PageView');`,
  ].join('');
}

/** Google's documented opt-out: while `window['ga-disable-<id>']` is true, gtag.js sends nothing. */
export function setGoogleOptOut(measurementId: string, optedOut: boolean): void {
  if (typeof window === 'undefined') return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = optedOut;
}

/** A client-side navigation: GA4's enhanced measurement sees history changes itself; the pixel does not. */
export function trackPageView(): void {
  if (typeof window === 'undefined') return;
  window.fbq?.('track', 'PageView');
}

/** A lead form was submitted successfully (devotional, event interest, Bible study, house church…). */
export function trackLead(details: { form: string; value?: number } = { form: 'lead' }): void {
  if (typeof window === 'undefined') return;
  window.gtag?.('event', 'generate_lead', { form_name: details.form, value: details.value });
  window.fbq?.('track', 'Lead', { content_name: details.form });
}
