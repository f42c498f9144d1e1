import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  gaBootstrapScript,
  metaPixelBootstrapScript,
  trackPageView,
  validAnalyticsIds,
} from '#client/lib/analytics.ts';

interface AnalyticsScriptsProps {
  nonce: string | undefined;
  gaMeasurementId?: string | undefined;
  metaPixelId?: string | undefined;
}

/**
 * GA4 and Meta Pixel tags, each only when its id is configured; every script carries the CSP nonce.
 * Without ids this renders nothing at all.
 */
export function AnalyticsScripts({ nonce, ...configured }: AnalyticsScriptsProps) {
  const { gaMeasurementId, metaPixelId } = validAnalyticsIds(configured);
  if (!gaMeasurementId && !metaPixelId) return null;
  return (
    <>
      {gaMeasurementId ? (
        <>
          <script
            async
            nonce={nonce}
            src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`}
          />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gaBootstrapScript(gaMeasurementId) }} />
        </>
      ) : null}
      {metaPixelId ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: metaPixelBootstrapScript(metaPixelId) }} />
      ) : null}
    </>
  );
}

/** Tells the pixel about client-side navigations (the first page view is sent by the snippet). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    trackPageView();
  }, [pathname]);
  return null;
}
