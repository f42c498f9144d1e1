import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pressKitPlugin } from './scripts/press-kit.ts';
import { everyPageChunk } from './scripts/every-page-chunk.ts';
import { compiledScriptUrl } from './scripts/compiled-script-url.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), compiledScriptUrl(), reactRouter(), pressKitPlugin()],
  build: {
    assetsInlineLimit: 0,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: everyPageChunk() } } }),
  },
}));
