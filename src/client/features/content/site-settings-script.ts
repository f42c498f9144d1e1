/**
 * The published site settings carried in a page for its script (docs/decisions/0013): the server
 * writes them into a JSON element, and the browser applies them before hydrating, so titles, the
 * footer and every reader of `site` render in the browser exactly as on the server.
 */
import { applySiteSettings, type Site } from '#shared/site/settings.ts';

export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/**
 * JSON safe inside a <script> element: no "</script>" or "<!--" can end or bend it. `spanish`: the
 * settings with their Spanish words, carried only by a Spanish page (siteIn('es')).
 */
export function siteSettingsJson(settings: Site, spanish?: Site): string {
  const carried = spanish ? { ...settings, spanishSettings: spanish } : settings;
  return JSON.stringify(carried).replace(/</g, '\\u003c');
}

/** In the browser, before hydrating: the settings the server rendered this page with. */
export function applySiteSettingsFromPage(doc: Document): void {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return;
  const { spanishSettings, ...settings } = JSON.parse(text) as Site & { spanishSettings?: Site };
  applySiteSettings(settings as Site, spanishSettings);
}
