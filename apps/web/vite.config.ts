import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Readable names for lazy chunks whose entry file says little (src/index.ts, lib/browser.js). */
function chunkName(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  const has = (part: string) =>
    (chunk.facadeModuleId ?? '').includes(part) || chunk.moduleIds.some((id) => id.includes(part));
  if (has('/packages/chains/src/accounts')) return 'kestrel-chains';
  if (has('/packages/wallet/src/index')) return 'kestrel-wallet';
  if (has('/node_modules/qrcode/')) return 'qrcode';
  return '[name]';
}

/** The browser shell: dev server on 127.0.0.1:5173, build to dist/ with one chunk per route. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Chain families are loaded on demand; their chunk may be large and that is expected.
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
      },
    },
  },
});
