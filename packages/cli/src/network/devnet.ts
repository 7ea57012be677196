/**
 * The local devnet (`npm run devnet`) as the network commands reach it: the one place that says
 * where each of its nodes is. A chain's family names the node that serves it ('evm', 'litecoin');
 * a chain no node serves is refused (bad input), never sent to a public network.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devnetAdapterConfig, devnetNodeOf, type AdapterConfig, type DevnetNodeUrls } from '@kestrel/wallet';
import { CliError, type CliIO } from '../io';
import { litecoinDevnetRpc } from '../commands/faucet-litecoin';

export interface DevnetInfo {
  rpcUrl: string;
  /** The devnet's block explorer (Etherscan V2-shaped), for history. */
  explorerUrl?: string;
  contracts: { erc20: string; erc20Usd: string; erc721: string; erc1155: string; batchDelegate: string };
}

/** The running Hardhat devnet's addresses, written by `npm run devnet` (KESTREL_DEVNET_INFO overrides the file). */
export function devnetInfo(io: CliIO, port = 8545): DevnetInfo | undefined {
  const file = io.env.KESTREL_DEVNET_INFO ?? join(tmpdir(), `kestrel-devnet-${port}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DevnetInfo;
  } catch {
    return undefined;
  }
}

/**
 * Any other node writes `{tmpdir}/kestrel-devnet-<node>.json` with its `rpcUrl` when it starts
 * (KESTREL_DEVNET_<NODE>_RPC overrides); without one the registry's devnet endpoint (loopback) is used.
 */
export function nodeInfoFile(io: CliIO, node: string): DevnetNodeUrls | null {
  const env = io.env[`KESTREL_DEVNET_${node.toUpperCase()}_RPC`];
  if (env) return { rpc: env };
  try {
    const info = JSON.parse(readFileSync(join(tmpdir(), `kestrel-devnet-${node}.json`), 'utf8')) as {
      rpcUrl?: unknown;
    };
    return typeof info.rpcUrl === 'string' ? { rpc: info.rpcUrl } : null;
  } catch {
    return null;
  }
}

/** Where each devnet node is; null: the registry's devnet endpoint (a loopback URL) is right. */
const DEVNET_NODES: Record<string, (io: CliIO) => DevnetNodeUrls | null> = {
  // Hardhat and its explorer: the info file of the running devnet (its port may not be the default).
  evm: (io) => {
    const info = devnetInfo(io);
    return info ? { rpc: info.rpcUrl, ...(info.explorerUrl ? { explorer: info.explorerUrl } : {}) } : null;
  },
  // litecoind regtest needs the RPC credentials the devnet generated; the registry URL has none.
  litecoin: (io) => {
    const rpc = litecoinDevnetRpc(io);
    if (!rpc)
      throw new CliError(
        'No devnet litecoind known: start it with npm run devnet, or set KESTREL_LITECOIN_RPC',
        3,
      );
    return { rpc };
  },
};

/** The devnet node serving `chainName`; bad input (exit 2) when none does. */
export async function requireDevnetNode(chainName: string): Promise<string> {
  const node = await devnetNodeOf(chainName);
  if (!node)
    throw new CliError(
      `${chainName} has no devnet node yet: npm run devnet serves only the chains whose family has one`,
    );
  return node;
}

/** Adapter settings for `chainName` on the devnet; `rpc` (from --rpc) replaces the node's URL. */
export async function devnetConfig(
  io: CliIO,
  chainName: string,
  rpc?: string,
): Promise<Partial<AdapterConfig>> {
  const node = await requireDevnetNode(chainName);
  const where = Object.hasOwn(DEVNET_NODES, node) ? DEVNET_NODES[node]! : (i: CliIO) => nodeInfoFile(i, node);
  const urls = rpc ? { rpc } : where(io);
  return (urls && (await devnetAdapterConfig(chainName, () => urls))) ?? {};
}
