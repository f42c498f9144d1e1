/**
 * The site settings (the `site` document) as every server module reads them: src/shared/site/
 * settings.ts's `site`, replaced by the published document (docs/decisions/0013).
 */
import type { FastifyBaseLogger } from 'fastify';
import { applySiteSettings } from '#shared/site/settings.ts';
import type { SiteContentStore } from './site-content.store.ts';

/** Applies the published settings; if the database cannot answer, the ones in use stay. */
export async function applyPublishedSiteSettings(store: SiteContentStore, log: FastifyBaseLogger) {
  try {
    applySiteSettings(await store.published('site'));
  } catch (error) {
    log.error(
      { err: error },
      'site settings: could not read the published settings; keeping the current ones',
    );
  }
}
