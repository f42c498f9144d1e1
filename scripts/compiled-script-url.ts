/**
 * `import url from './file.ts?url'` gives the address of that file compiled to a small, minified,
 * hashed script (Vite alone would copy the TypeScript as it is). For a page's own script that is
 * not part of React's bundle: the footer form's enhancement on pages without React
 * (src/client/features/newsletter/footer-enhance.ts). It must import nothing: it is compiled alone.
 * Both builds emit the same file under the same content hash, so the server writes the address the
 * browser finds; in development Vite serves the source, compiled on request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { minify, type Plugin, transformWithOxc } from 'vite';

const TYPESCRIPT_URL = /^(.+\.ts)\?url$/;

export function compiledScriptUrl(): Plugin {
  let serving = false;
  let root = '';
  return {
    name: 'compiled-script-url',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      root = config.root;
    },
    async load(id) {
      const file = TYPESCRIPT_URL.exec(id)?.[1];
      if (!file) return null;
      if (serving) return `export default ${JSON.stringify(`/${path.relative(root, file)}`)};`;
      const source = fs.readFileSync(file, 'utf8');
      const compiled = await transformWithOxc(source, file, { lang: 'ts' });
      const name = `${path.basename(file, '.ts')}.js`;
      const { code } = await minify(name, compiled.code, { compress: true, mangle: true });
      const reference = this.emitFile({ type: 'asset', name, source: code });
      // Vite's own placeholder for an asset's final address (as for every `?url` import).
      return `export default "__VITE_ASSET__${reference}__";`;
    },
  };
}
