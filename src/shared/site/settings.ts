/** The ministry's settings from content/ (editable without touching code), typed, for browser and server alike. */
import site from '../../../content/site.json' with { type: 'json' };

export type Site = typeof site;
export { site };

/** '<page> | <ministry name>' everywhere; the home page's "page" is the tagline. */
export function pageTitle(page?: string): string {
  return `${page ?? site.tagline} | ${site.name}`;
}

/** `mailto:` link for the ministry's contact address. */
export const contactMailto = `mailto:${site.contact.email}`;

/** An absolute URL on the public site, from the configured public URL and a site path or URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
