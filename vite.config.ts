import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pressKitPlugin } from './scripts/press-kit.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pressKitPlugin()],
  build: { assetsInlineLimit: 0 },
});
