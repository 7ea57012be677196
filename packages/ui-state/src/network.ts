/**
 * Network profiles of the shells: mainnet, testnet and devnet. The default comes from the
 * build (the platform's config.network; the web's VITE_KESTREL_NETWORK, `npm start` sets devnet)
 * and the person's choice is kept in the platform's settings store (a setting, not a secret). On devnet the local nodes are reached through the
 * dev/preview server's proxy paths (vite.config.ts): the EVM server at /devnet/evm (each EVM chain
 * its own network below it, the path given by the EVM family's devnet profile) and litecoind at
 * /devnet/litecoin (the proxy adds litecoind's RPC credentials, which the page never sees).
 */
import type { DevnetNodeUrls, NetworkName } from '@kestrel/wallet';
import { onOrigin, platform } from './platform';

export const NETWORKS: readonly NetworkName[] = ['mainnet', 'testnet', 'devnet'];

export const NETWORK_LABELS: Record<NetworkName, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  devnet: 'Devnet',
};

/** Proxy paths served by vite.config.ts (dev server and preview). */
export const DEVNET_PATHS = {
  evm: '/devnet/evm',
  litecoin: '/devnet/litecoin',
  /** The devnet's block explorer (devnet/src/explorer: Etherscan V2-shaped API, /tx/<hash> pages). */
  explorer: '/devnet/explorer',
} as const;

/** The product API behind the dev/preview proxy (packages/api, docs/api.md). */
export const API_PATH = '/api';

const STORAGE_KEY = 'kestrel.network';

export function isNetworkName(v: unknown): v is NetworkName {
  return typeof v === 'string' && (NETWORKS as readonly string[]).includes(v);
}

/** The build's default network (the platform's config.network), else mainnet. */
export function defaultNetwork(): NetworkName {
  const v: unknown = platform().config.network;
  return isNetworkName(v) ? v : 'mainnet';
}

/** The network the person chose, else the build's default. */
export function storedNetwork(): NetworkName {
  try {
    const v = platform().settings.getItem(STORAGE_KEY);
    return isNetworkName(v) ? v : defaultNetwork();
  } catch {
    return defaultNetwork();
  }
}

export function storeNetwork(n: NetworkName): void {
  try {
    platform().settings.setItem(STORAGE_KEY, n);
  } catch {
    // A store that refuses (private mode): the choice lasts for this run only.
  }
}

/** Absolute URL of a same-origin path (the adapters parse their endpoints with `new URL`). */
function here(path: string): string {
  return onOrigin(path);
}

/**
 * Where each devnet node (named as `npm run devnet` names them) is reached through the proxy:
 * the one place that knows the shells' devnet paths. Which node serves a chain is the
 * chain family's business (the wallet's devnetAdapterConfig asks it).
 */
const DEVNET_NODES: Readonly<Record<string, { rpc: string; explorer?: string }>> = {
  evm: { rpc: DEVNET_PATHS.evm, explorer: DEVNET_PATHS.explorer },
  litecoin: { rpc: DEVNET_PATHS.litecoin },
};

/**
 * The proxied URLs of a devnet node. Nodes without a path of their own go through the generic
 * /devnet/node/<node> path (devNodeProxy.ts), so a new family's node needs no change here.
 */
export function devnetNodeUrls(node: string): DevnetNodeUrls | null {
  const paths = Object.hasOwn(DEVNET_NODES, node) ? DEVNET_NODES[node] : undefined;
  if (!paths) return /^[a-z0-9-]+$/.test(node) ? { rpc: here(`/devnet/node/${node}`) } : null;
  return { rpc: here(paths.rpc), ...(paths.explorer ? { explorer: here(paths.explorer) } : {}) };
}

/**
 * The local explorer's page of a transaction on a devnet node that has an explorer (the devnet's
 * links would otherwise name the chain's public explorer), or null.
 */
export function devnetTxUrl(node: string, hash: string): string | null {
  const paths = Object.hasOwn(DEVNET_NODES, node) ? DEVNET_NODES[node] : undefined;
  if (!paths?.explorer || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return null;
  return here(`${paths.explorer}/tx/${hash}`);
}

export function noDevnetNodeText(name: string): string {
  return `${name} has no devnet node yet: npm run devnet serves only the chains whose family has one`;
}
