/**
 * The site settings (the `site` document) as every server module reads them: src/shared/site/
 * settings.ts's `site`, replaced by the published document (docs/decisions/0013).
 */
import type { FastifyBaseLogger } from 'fastify';
import { applySiteSettings } from '#shared/site/settings.ts';
import type { PageContentService } from '#server/features/content/content.page-content.ts';

/**
 * Applies the published settings, English and Spanish (the social card's library picture with its sizes); if the
 * database cannot answer, the ones in use stay.
 */
export async function applyPublishedSiteSettings(
  pageContent: Pick<PageContentService, 'settings'>,
  log: FastifyBaseLogger,
) {
  try {
    const [english, spanish] = await Promise.all([pageContent.settings('en'), pageContent.settings('es')]);
    applySiteSettings(english, spanish);
  } catch (error) {
    log.error(
      { err: error },
      'site settings: could not read the published settings; keeping the current ones',
    );
  }
}
