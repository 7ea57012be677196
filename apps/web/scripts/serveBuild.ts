/**
 * The wallet as people get it: a production build of the web app (devnet as its default network)
 * in a temporary folder, served by Vite's preview server with the same /api and /devnet proxies
 * as the dev server. `npm start` uses it; `npm run dev` keeps the dev server for development.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, type InlineConfig } from 'vite';
import type { ProxyTargets } from '../devProxy';
import { webConfig } from '../vite.config';

export interface ServedBuild {
  url: string;
  stop(): Promise<void>;
}

export async function serveProductionBuild(targets: ProxyTargets, port: number): Promise<ServedBuild> {
  const config: InlineConfig = {
    ...webConfig(targets),
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    define: { 'import.meta.env.VITE_KESTREL_NETWORK': JSON.stringify('devnet') },
  };
  const outDir = await mkdtemp(join(tmpdir(), 'kestrel-web-'));
  // React's production build whatever NODE_ENV the caller has.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...config, mode: 'production', build: { ...config.build, outDir, emptyOutDir: true } });
  } catch (e) {
    await rm(outDir, { recursive: true, force: true });
    throw e;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await preview({
    ...config,
    build: { ...config.build, outDir },
    preview: { ...config.preview, host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
