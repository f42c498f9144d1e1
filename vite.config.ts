import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pressKitPlugin } from './scripts/press-kit.ts';
import { everyPageChunk } from './scripts/every-page-chunk.ts';
import { compiledScriptUrl } from './scripts/compiled-script-url.ts';
import { compiledCatalogues } from './scripts/compiled-catalogues.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), compiledScriptUrl(), compiledCatalogues(), reactRouter(), pressKitPlugin()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      checks: {
        // The forms load their schema on first focus (docs/architecture.md, the form kit), so pages
        // that never need it do not ship it; where a page imports it anyway, the dynamic import just
        // finds it loaded. That is intended: the warning about it would say nothing new.
        ineffectiveDynamicImport: false,
        // How long plugins took: it varies with the machine's load (a shared 2-core CI runner is
        // slow), and a slow build is no fault of the code.
        bundlerTimings: false,
      },
      ...(isSsrBuild ? {} : { output: { codeSplitting: everyPageChunk() } }),
    },
  },
}));
