/**
 * Same-origin paths the web shell reaches its backends through, in the dev server and in
 * `vite preview` (the browser cannot call litecoind itself: it wants RPC credentials and sends no
 * CORS headers). Node-side only (vite.config.ts, scripts/start.ts, the e2e harness).
 *   /api/*            -> the product API (packages/api), prefix removed
 *   /devnet/evm/<chain_name> -> that EVM chain's own Hardhat network on the devnet's EVM server
 *                        (JSON-RPC POST; the sub-path is kept, /devnet/evm alone is ethereum's)
 *   /devnet/litecoin  -> the devnet's litecoind with its Basic auth added; the URL with credentials
 *                        is read per request from KESTREL_LITECOIN_RPC or the devnet's info file
 *   /devnet/explorer  -> the devnet's block explorer (`npm run devnet` serves it: Etherscan V2-shaped
 *                        account API and /tx/<hash> pages); its URL is read per request from
 *                        KESTREL_EVM_EXPLORER or the Hardhat devnet's info file
 *   /devnet/node/<node>/* -> any other family's node, from its info file (devNodeProxy.ts)
 *   /devnet/faucet/<node> -> funds an address from the node's faucet (devFaucet.ts)
 * The node paths refuse requests from pages of other origins (403): see crossOriginReason.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connect, Plugin, ProxyOptions } from 'vite';
import { faucetHandler } from './devFaucet';
import { nodeForwarder, nodeUrlFromEnv, nodeUrlFromInfoFile } from './devNodeProxy';

export const API_PATH = '/api';
export const EVM_PATH = '/devnet/evm';
export const LITECOIN_PATH = '/devnet/litecoin';
export const EXPLORER_PATH = '/devnet/explorer';

export const DEFAULT_API_URL = 'http://127.0.0.1:8787';
/** The registry's devnet EVM endpoint (packages/chains/src/registry/evm.ts EVM_DEVNET_RPC). */
export const DEFAULT_EVM_RPC = 'http://127.0.0.1:8545';
/** Written by the devnet (devnet/src/litecoin-devnet.ts LITECOIN_DEVNET_INFO_FILE). */
export const LITECOIN_INFO_FILE = join(tmpdir(), 'kestrel-devnet-litecoin.json');

export interface ProxyTargets {
  api: string;
  evm: string;
  /** The devnet's explorer (default: the one the devnet on `evm`'s port wrote down). */
  explorer?: string | (() => string | undefined);
  /** litecoind's URL with credentials, or a function giving it per request (undefined: not running). */
  litecoin: string | (() => string | undefined);
}

/** The litecoind URL the devnet wrote down, if it is running. */
export function litecoinFromInfoFile(file = LITECOIN_INFO_FILE): string | undefined {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as { rpcUrl?: unknown };
    return typeof info.rpcUrl === 'string' ? info.rpcUrl : undefined;
  } catch {
    return undefined;
  }
}

/** The explorer URL the Hardhat devnet on `evmUrl`'s port wrote down (devnet/src/index.ts), if running. */
export function explorerFromInfoFile(evmUrl: string): string | undefined {
  try {
    const port = new URL(evmUrl).port || '80';
    const info = JSON.parse(readFileSync(join(tmpdir(), `kestrel-devnet-${port}.json`), 'utf8')) as {
      explorerUrl?: unknown;
    };
    return typeof info.explorerUrl === 'string' ? info.explorerUrl : undefined;
  } catch {
    return undefined;
  }
}

/** Targets from the environment (KESTREL_API_URL, KESTREL_EVM_RPC, KESTREL_EVM_EXPLORER, KESTREL_LITECOIN_RPC). */
export function targetsFromEnv(env: NodeJS.ProcessEnv = process.env): ProxyTargets {
  const ltc = env.KESTREL_LITECOIN_RPC;
  return {
    api: env.KESTREL_API_URL || DEFAULT_API_URL,
    evm: env.KESTREL_EVM_RPC || DEFAULT_EVM_RPC,
    ...(env.KESTREL_EVM_EXPLORER ? { explorer: env.KESTREL_EVM_EXPLORER } : {}),
    litecoin: ltc ? ltc : () => litecoinFromInfoFile(),
  };
}

/** Vite's proxy entry for the API (GET and POST with query strings and JSON bodies). */
export function apiProxy(api: string): Record<string, ProxyOptions> {
  return {
    [API_PATH]: {
      target: api,
      changeOrigin: true,
      rewrite: (p) => p.slice(API_PATH.length) || '/',
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Splits user:pass out of a URL into a Basic Authorization header (fetch refuses URLs with them). */
export function splitCredentials(raw: string): { url: string; authorization?: string } {
  const u = new URL(raw);
  const authorization = u.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`
    : undefined;
  u.username = '';
  u.password = '';
  return { url: u.toString().replace(/\/$/, ''), ...(authorization ? { authorization } : {}) };
}

function rpcError(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message } }));
}

/**
 * Why a request comes from a page of another origin, or undefined when it does not. A browser
 * sends a cross-site POST with a simple content type without asking first (no CORS preflight),
 * so the check is here, before the node's credentials are added. Browsers send Origin on every
 * POST; curl, the CLI and scripts send none and pass.
 */
export function crossOriginReason(req: IncomingMessage): string | undefined {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return `a ${site} request`;
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return 'a request from an opaque origin';
  }
  return host === req.headers.host ? undefined : `a request from ${new URL(origin).origin}`;
}

/** Forwards JSON-RPC POSTs under `path` (and sub-paths such as /wallet/NAME) to the node. */
export function rpcForwarder(
  path: string,
  name: string,
  target: () => string | undefined,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (url !== path && !url.startsWith(`${path}/`)) return next();
    if (req.method !== 'POST') return rpcError(res, 405, `${name}: JSON-RPC takes POST`);
    const crossOrigin = crossOriginReason(req);
    if (crossOrigin) return rpcError(res, 403, `${name} refuses cross-origin requests (${crossOrigin})`);
    const raw = target();
    if (!raw) return rpcError(res, 502, `${name} is not running: start it with npm start or npm run devnet`);
    const { url: base, authorization } = splitCredentials(raw);
    void (async () => {
      try {
        const body = await readBody(req);
        const answer = await fetch(`${base}${url.slice(path.length)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(30_000),
        });
        res.statusCode = answer.status;
        res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        // The node's address only: never the credentials.
        rpcError(res, 502, `${name} at ${new URL(base).host} does not answer`);
      }
    })();
  };
}

/** Forwards GETs under `path` (query included) to the explorer, its answer as it comes. */
export function explorerForwarder(
  path: string,
  target: () => string | undefined,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (url !== path && !url.startsWith(`${path}/`) && !url.startsWith(`${path}?`)) return next();
    if (req.method !== 'GET') return rpcError(res, 405, 'The devnet explorer answers GET only');
    const base = target();
    if (!base)
      return rpcError(
        res,
        502,
        'The devnet explorer is not running: start it with npm start or npm run devnet',
      );
    void (async () => {
      try {
        const answer = await fetch(new URL(url.slice(path.length) || '/', base), {
          signal: AbortSignal.timeout(30_000),
        });
        res.statusCode = answer.status;
        res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        rpcError(res, 502, `The devnet explorer at ${new URL(base).host} does not answer`);
      }
    })();
  };
}

/** The devnet node paths for the dev server and the preview server. */
export function devnetProxyPlugin(targets: ProxyTargets): Plugin {
  const ltc = typeof targets.litecoin === 'function' ? targets.litecoin : () => targets.litecoin as string;
  const explorer =
    typeof targets.explorer === 'function'
      ? targets.explorer
      : () => (targets.explorer as string | undefined) ?? explorerFromInfoFile(targets.evm);
  const install = (mw: Connect.Server) => {
    mw.use(explorerForwarder(EXPLORER_PATH, explorer));
    mw.use(rpcForwarder(EVM_PATH, 'The devnet EVM node (Hardhat)', () => targets.evm));
    mw.use(rpcForwarder(LITECOIN_PATH, 'The devnet litecoind', ltc));
    mw.use(nodeForwarder());
    mw.use(
      faucetHandler({
        evm: () => targets.evm,
        litecoin: ltc,
        node: (n) => nodeUrlFromEnv(n) ?? nodeUrlFromInfoFile(n),
      }),
    );
  };
  return {
    name: 'kestrel-devnet-proxy',
    configureServer: (server) => install(server.middlewares),
    configurePreviewServer: (server) => install(server.middlewares),
  };
}
