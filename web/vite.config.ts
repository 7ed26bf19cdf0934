import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The article and page lists only (the library's index also loads the rules package, which is not
// built yet when lint reads this file on a fresh checkout).
import { HELP_ARTICLES } from '../libs/site-content/src/help/index';
import { STATIC_PAGES } from '../libs/site-content/src/pages/index';

const fromHere = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url));

/** Source aliases shared by the dev server, the build and the component tests. */
export const workspaceAliases = {
  '@tessera/rules': fromHere('../libs/rules/src/index.ts'),
  '@tessera/contracts': fromHere('../libs/contracts/src/index.ts'),
  '@tessera/site-content': fromHere('../libs/site-content/src/index.ts'),
};

/** React and the router load on every page and change rarely: one long-cached chunk. */
const REACT_PACKAGES =
  /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//;

/**
 * Everything else is split by Rollup along the import graph, so a page pulls only the Ant Design
 * components it renders. Help and page texts are large and change often: they stay out of the
 * code chunks.
 */
function manualChunk(id: string): string | undefined {
  if (REACT_PACKAGES.test(id)) return 'vendor-react';
  if (id.includes('/libs/site-content/src/help/')) return 'content-help';
  if (id.includes('/libs/site-content/src/pages/')) return 'content-pages';
  return undefined;
}

/** The shared libraries only declare values; nothing there runs for its side effects on import. */
const WORKSPACE_SOURCES = /\/libs\/(rules|contracts|site-content)\/src\//;

/**
 * Lists the pages anyone may open, for the gateway's `/sitemap.xml`: the landing and sign-in pages,
 * the help centre and its articles, and the static pages.
 */
function sitePaths(): Plugin {
  const paths = [
    '/',
    '/login',
    '/register',
    '/help',
    ...HELP_ARTICLES.map((article) => `/help/${article.slug}`),
    ...STATIC_PAGES.map((page) => page.path),
  ];
  return {
    name: 'site-paths',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-paths.json', source: JSON.stringify(paths) });
    },
  };
}

export default defineConfig({
  plugins: [react(), sitePaths()],
  resolve: { alias: workspaceAliases },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Ant Design's core is one chunk, loaded with the first screen that renders it; the budget
    // that matters is the compressed JavaScript of the first page (scripts/measure-initial-js.mjs).
    chunkSizeWarningLimit: 700,
    // Lists each chunk's static imports, which scripts/measure-initial-js.mjs follows.
    manifest: true,
    rollupOptions: {
      output: { manualChunks: manualChunk },
      // Lets Rollup drop the schemas a chunk does not use (top-level `z.object()` calls look like
      // side effects), so a page does not carry every validator of the shared rules.
      treeshake: { moduleSideEffects: (id) => !WORKSPACE_SOURCES.test(id) },
    },
  },
});
