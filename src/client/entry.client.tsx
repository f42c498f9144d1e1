import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { applySiteSettingsFromPage } from '#client/features/content/site-settings-script.ts';

// The published site settings the server rendered with, before anything renders here.
applySiteSettingsFromPage(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
