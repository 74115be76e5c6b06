import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './server/web/precompress.ts';

const apiPort = process.env.PORT ?? '3000';

/** Modules of these packages (node_modules/<name>/…). */
const packages = (...names: string[]) =>
  new RegExp(`node_modules[\\\\/](${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/** After a build: a brotli and a gzip copy beside each built file, which the server sends as they are (docs/web-delivery.md). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'defter-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

// The browser app. `npm run dev` serves it with the API proxied to Defter's server on PORT.
//
// Chunks (docs/web-delivery.md, docs/line-tables.md "Bundle"): the entry carries what /login needs (the router,
// the guest pages, the page registry); the logged-in frame (src/app/shell.chunk.tsx), the settings, help and
// notification pages and the engine's pages load lazily, each with what it needs. The big libraries are chunks of
// their own, named, so that a page fetches only those it uses and an app release does not change their files:
// `react` (React, the router, jotai, ky: every page), `ag-grid` (list pages and the line grid), `rjsf` (the form:
// RJSF, ajv and their helpers), `imask` (the form's masked inputs). `boot` puts every app module the entry needs
// into the entry itself (one file, not one per shared module); `shared` takes the app's code that two or more lazy
// chunks use (the modals, the payment page, user settings…) into one chunk instead of a dozen small ones. A group
// also takes the dependencies of what it captures, unless a group of higher priority has them.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    // AG Grid's core is about 900 kB minified (250 kB gzip); it loads only with the pages that show a grid.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: packages(
                'react',
                'react-dom',
                'scheduler',
                'react-router',
                'react-router-dom',
                'jotai',
                'ky',
              ),
              priority: 30,
            },
            { name: 'ag-grid', test: packages('ag-grid-community', 'ag-grid-react'), priority: 20 },
            {
              name: 'rjsf',
              test: packages('@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8'),
              priority: 20,
            },
            { name: 'imask', test: packages('imask'), priority: 20 },
            { name: 'boot', tags: ['$initial'], priority: 10 },
            {
              name: 'shared',
              test: /[\\/]src[\\/](app|pages|state|services|engine[\\/]page)[\\/]/,
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
