import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (relativePath: string) => fileURLToPath(new URL(relativePath, import.meta.url));

/** Source aliases shared by the dev server, the build and the component tests. */
export const workspaceAliases = {
  '@tessera/rules': fromHere('../libs/rules/src/index.ts'),
  '@tessera/contracts': fromHere('../libs/contracts/src/index.ts'),
};

const VENDOR_CHUNKS: Record<string, string[]> = {
  react: ['react', 'react-dom', 'react-router', 'react-router-dom', 'scheduler'],
  antd: ['antd', '@ant-design', '@rc-component', 'rc-', 'dayjs'],
  query: ['@tanstack'],
  zod: ['zod'],
};

function vendorChunk(id: string): string | undefined {
  // Help and page texts are large and change often: keep them out of the code chunks.
  if (id.includes('/src/content/help/')) return 'content-help';
  if (id.includes('/src/content/pages/')) return 'content-pages';
  const marker = 'node_modules/';
  const index = id.lastIndexOf(marker);
  if (index === -1) return undefined;
  const packagePath = id.slice(index + marker.length);
  for (const [chunk, prefixes] of Object.entries(VENDOR_CHUNKS)) {
    if (prefixes.some((prefix) => packagePath.startsWith(prefix))) return `vendor-${chunk}`;
  }
  return 'vendor';
}

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 1200,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
