import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { cspPlugin } from '../web/csp';
import { mobileStyleHashes } from './cspStyles';
import { apiProxy, devnetProxyPlugin, targetsFromEnv, type ProxyTargets } from '../web/devProxy';

/** The mobile shell's port: KESTREL_MOBILE_PORT, else 5174 (the browser shell has 5173). */
export function mobilePort(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.KESTREL_MOBILE_PORT;
  if (text === undefined || text === '') return 5174;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 65535) {
    throw new Error('KESTREL_MOBILE_PORT must be a port number from 1 to 65535');
  }
  return n;
}

/**
 * React Native libraries pick a platform file by extension (Drawer.native.tsx on a device,
 * Drawer.tsx or *.web.js on the web): the web ones come first here, as Metro's web target does.
 */
const WEB_EXTENSIONS = [
  '.web.tsx',
  '.web.ts',
  '.web.jsx',
  '.web.js',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '.mjs',
  '.json',
];

/**
 * The mobile shell (React Native on react-native-web): dev server on 127.0.0.1:5174, build to
 * dist/. `react-native` resolves to react-native-web, so the react-native package (a pinned
 * dev-only peer that gives the types) is never bundled. The /api and /devnet proxies are the
 * browser shell's (apps/web/devProxy.ts), with the same targets from the environment or in code
 * (scripts/start.ts, the e2e test) from `mobileConfig(targets, port)`.
 */
export function mobileConfig(targets: ProxyTargets = targetsFromEnv(), port = mobilePort()): UserConfig {
  const proxy = apiProxy(targets.api);
  return {
    root: import.meta.dirname,
    plugins: [react(), devnetProxyPlugin(targets), cspPlugin(mobileStyleHashes())],
    resolve: {
      alias: [{ find: /^react-native$/, replacement: 'react-native-web' }],
      extensions: WEB_EXTENSIONS,
    },
    optimizeDeps: {
      rolldownOptions: { resolve: { extensions: WEB_EXTENSIONS } },
    },
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // Chain families are loaded on demand; their chunk may be large and that is expected.
      chunkSizeWarningLimit: 2000,
    },
  };
}

export default defineConfig(() => mobileConfig());
