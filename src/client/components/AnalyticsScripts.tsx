import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { isPrivatePage } from '#shared/site/private-pages.ts';
import {
  gaBootstrapScript,
  metaPixelBootstrapScript,
  setGoogleOptOut,
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

/**
 * Tells the pixel about client-side navigations (the first page view is sent by the snippet), and
 * keeps both tags quiet on a private page reached that way (docs/product.md#private-links): the
 * pixel is not told, and Google's own opt-out flag, which gtag.js reads before every hit, is set
 * from the moment the navigation starts, before the address changes.
 */
export function PageViewTracker({ gaMeasurementId }: { gaMeasurementId: string | null }) {
  const { pathname } = useLocation();
  const goingTo = useNavigation().location?.pathname;
  const first = useRef(true);
  useEffect(() => {
    if (gaMeasurementId) setGoogleOptOut(gaMeasurementId, isPrivatePage(goingTo ?? pathname));
  }, [gaMeasurementId, goingTo, pathname]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!isPrivatePage(pathname)) trackPageView();
  }, [pathname]);
  return null;
}
