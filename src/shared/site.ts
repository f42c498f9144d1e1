/** The ministry's settings from content/site.json, typed, for browser and server alike. */
import site from '../../content/site.json' with { type: 'json' };

export type Site = typeof site;
export { site };

export function pageTitle(page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} | ${site.tagline}`;
}
