/**
 * Whether the footer shows its newsletter form on this page. A route that invites to the newsletter
 * itself, or knows its visitor is on the list already (the thank-you page, docs/product.md#donation-success),
 * says `footerNewsletter: false` in its `handle`, so a page never invites twice.
 */
import type { UIMatch } from 'react-router';

export interface PageFooterHandle {
  footerNewsletter?: boolean;
}

export function pageWantsFooterNewsletter(matches: readonly UIMatch[]): boolean {
  return !matches.some((match) => (match.handle as PageFooterHandle | undefined)?.footerNewsletter === false);
}
