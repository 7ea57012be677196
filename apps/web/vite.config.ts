import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { cspPlugin } from './csp';
import { apiProxy, devnetProxyPlugin, targetsFromEnv, type ProxyTargets } from './devProxy';

/** A module of one chain family's folder (packages/chains/src/families/<family>/...). */
const FAMILY_MODULE = /\/packages\/chains\/src\/families\/([a-z]+)\//;

/**
 * `family-<family>` for the chunk a family's registry import() loads, `family-<family>-[name]`
 * for the family's other lazy chunks (the EVM and Bitcoin families load their logic on demand),
 * so each chunk says which family it serves.
 */
function familyChunkName(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }) {
  const facade = chunk.facadeModuleId ?? '';
  const own = FAMILY_MODULE.exec(facade)?.[1];
  if (own) return facade.endsWith(`/families/${own}/index.ts`) ? `family-${own}` : `family-${own}-[name]`;
  if (chunk.facadeModuleId) return null;
  const families = new Set(chunk.moduleIds.map((id) => FAMILY_MODULE.exec(id)?.[1]).filter(Boolean));
  return families.size === 1 ? `family-${[...families][0]}-[name]` : null;
}

/** Readable names for lazy chunks whose entry file says little (src/index.ts, lib/browser.js). */
function chunkName(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  const family = familyChunkName(chunk);
  if (family) return family;
  const has = (part: string) =>
    (chunk.facadeModuleId ?? '').includes(part) || chunk.moduleIds.some((id) => id.includes(part));
  if (has('/packages/chains/src/accounts')) return 'kestrel-chains';
  if (has('/packages/wallet/src/index')) return 'kestrel-wallet';
  if (has('/node_modules/qrcode/')) return 'qrcode';
  return '[name]';
}

/**
 * The browser shell: dev server on 127.0.0.1:5173, build to dist/ with one chunk per route. Both
 * the dev and the preview server forward /api to the product API and /devnet/* to the devnet's
 * nodes (devProxy.ts); the targets come from KESTREL_API_URL, KESTREL_EVM_RPC and
 * KESTREL_LITECOIN_RPC or, in code (scripts/start.ts, the e2e harness), from `webConfig(targets)`.
 * The default network is VITE_KESTREL_NETWORK (mainnet when unset; `npm start` sets devnet).
 */
export function webConfig(targets: ProxyTargets = targetsFromEnv()): UserConfig {
  const proxy = apiProxy(targets.api);
  return {
    root: import.meta.dirname,
    plugins: [react(), devnetProxyPlugin(targets), cspPlugin()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
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
  };
}

export default defineConfig(() => webConfig());
