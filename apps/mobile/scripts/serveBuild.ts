/**
 * The mobile shell as people get it: a production build (react-native-web, devnet as its default
 * network) in a temporary folder, served by Vite's preview server with the browser shell's /api
 * and /devnet proxies. `npm run mobile` and the phone-viewport tests use it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createLogger, preview, type InlineConfig, type Logger } from 'vite';
import type { NetworkName } from '@kestrel/wallet';
import type { ProxyTargets } from '../../web/devProxy';
import { mobileConfig } from '../vite.config';

export interface ServedBuild {
  url: string;
  stop(): Promise<void>;
}

/** Warnings only, and no line per refused proxy request (a stopped API is the test's choice). */
function quietLogger(): Logger {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (msg, options) => {
    if (typeof msg === 'string' && msg.includes('http proxy error')) return;
    error(msg, options);
  };
  return logger;
}

export async function serveMobileBuild(
  targets: ProxyTargets,
  port: number,
  network: NetworkName = 'devnet',
): Promise<ServedBuild> {
  const config: InlineConfig = {
    ...mobileConfig(targets, port),
    configFile: false,
    clearScreen: false,
    customLogger: quietLogger(),
    define: { 'import.meta.env.VITE_KESTREL_NETWORK': JSON.stringify(network) },
  };
  const outDir = await mkdtemp(join(tmpdir(), 'kestrel-mobile-'));
  // React's production build whatever NODE_ENV the caller has (Vitest sets "test").
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
  const server = await preview({ ...config, build: { ...config.build, outDir } });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
