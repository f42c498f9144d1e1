import { useMatches } from 'react-router';
import { PREVIEW_BAR_TEXT } from '#shared/content/preview.ts';
import { previewFromMatches } from '#client/features/content/use-content.ts';

/** Above a staff preview of an unpublished draft (docs/product.md#site-content): never on a visitor's page. */
export function PreviewBar() {
  const preview = previewFromMatches(useMatches());
  if (!preview) return null;
  return (
    <div role="status" className="bg-gold-300 px-4 py-2 text-center font-semibold text-navy-950">
      {PREVIEW_BAR_TEXT}
    </div>
  );
}
