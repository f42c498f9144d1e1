import { data } from 'react-router';

/**
 * Every path no other route claims. Throwing here makes the answer a real 404 and lets the page's
 * ErrorBoundary show the friendly page (components/SiteErrorBoundary.tsx) inside the site layout.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export { SiteErrorBoundary as ErrorBoundary } from '#client/components/SiteErrorBoundary.tsx';
