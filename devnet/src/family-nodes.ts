/**
 * The devnet nodes of the chain families beyond Hardhat and litecoind, in one list: `npm start`
 * (scripts/wallet-stack.ts) starts them all. Each writes `{tmpdir}/kestrel-devnet-<node>.json`
 * (its base URL), which the CLI and the web app's /devnet/node/<node> proxy read, and serves the
 * uniform POST /faucet route. Adding a family's node is one entry here.
 */
import { POLKADOT_DEVNET_PORT, startPolkadotDevnet } from './polkadot/index';
import { CARDANO_DEVNET_PORT, startCardanoDevnet } from './cardano/index';
import { COSMOS_DEVNET_PORTS, startCosmosDevnet } from './cosmos/index';
import { RIPPLE_DEVNET_PORT, startRippleDevnet } from './ripple/index';
import { SOLANA_DEVNET_PORT, startSolanaDevnet } from './solana/index';
import { STELLAR_DEVNET_PORT, startStellarDevnet } from './stellar/index';
import { startTezosDevnet, TEZOS_DEVNET_PORT } from './tezos/index';
import { FILECOIN_DEVNET_PORT, startFilecoinDevnet } from './filecoin/index';
import { startTonDevnet, TON_DEVNET_PORT } from './ton/index';
import { startTronDevnet, TRON_DEVNET_PORT } from './tron/index';
import { APTOS_DEVNET_PORT, startAptosDevnet } from './aptos/index';
import { HEDERA_DEVNET_PORT, startHederaDevnet } from './hedera/index';

export interface RunningNode {
  rpcUrl: string;
  /** `{tmpdir}/kestrel-devnet-<node>.json`, when the node wrote one. */
  infoFile?: string;
  stop(): Promise<void>;
}

export interface FamilyNode {
  /** The node's name, as the family's devnet profile names it. */
  node: string;
  /** Default port on 127.0.0.1; KESTREL_<NODE>_PORT overrides it. */
  port: number;
  start(port: number): Promise<RunningNode>;
}

export const FAMILY_NODES: readonly FamilyNode[] = [
  { node: 'ton', port: TON_DEVNET_PORT, start: (port) => startTonDevnet({ port }) },
  { node: 'solana', port: SOLANA_DEVNET_PORT, start: (port) => startSolanaDevnet({ port }) },
  { node: 'stellar', port: STELLAR_DEVNET_PORT, start: (port) => startStellarDevnet({ port }) },
  { node: 'ripple', port: RIPPLE_DEVNET_PORT, start: (port) => startRippleDevnet({ port }) },
  { node: 'polkadot', port: POLKADOT_DEVNET_PORT, start: (port) => startPolkadotDevnet({ port }) },
  { node: 'cardano', port: CARDANO_DEVNET_PORT, start: (port) => startCardanoDevnet({ port }) },
  { node: 'tezos', port: TEZOS_DEVNET_PORT, start: (port) => startTezosDevnet({ port }) },
  { node: 'tron', port: TRON_DEVNET_PORT, start: (port) => startTronDevnet({ port }) },
  {
    node: 'cosmos',
    port: COSMOS_DEVNET_PORTS.cosmos,
    start: (port) => startCosmosDevnet({ chain: 'cosmos', port }),
  },
  {
    node: 'thorchain',
    port: COSMOS_DEVNET_PORTS.thorchain,
    start: (port) => startCosmosDevnet({ chain: 'thorchain', port }),
  },
  { node: 'aptos', port: APTOS_DEVNET_PORT, start: (port) => startAptosDevnet({ port }) },
  { node: 'filecoin', port: FILECOIN_DEVNET_PORT, start: (port) => startFilecoinDevnet({ port }) },
  { node: 'hedera', port: HEDERA_DEVNET_PORT, start: (port) => startHederaDevnet({ port }) },
];

export interface FamilyNodes {
  urls: Record<string, string>;
  /** Each node's base URL and info file, by node name. */
  nodes: Record<string, { rpcUrl: string; infoFile?: string }>;
  stop(): Promise<void>;
}

/** The port of a node: KESTREL_<NODE>_PORT when set (a whole number), else its default. */
export function familyNodePort(n: FamilyNode, env: NodeJS.ProcessEnv = process.env): number {
  const text = env[`KESTREL_${n.node.toUpperCase()}_PORT`];
  if (text === undefined || text === '') return n.port;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new Error(
      `KESTREL_${n.node.toUpperCase()}_PORT must be a whole number from 0 (any free port) to 65535`,
    );
  return port;
}

/** Starts every family node at once; if one fails, the others are stopped and the error thrown. */
export async function startFamilyNodes(
  nodes: readonly FamilyNode[] = FAMILY_NODES,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FamilyNodes> {
  const running: { node: string; run: RunningNode }[] = [];
  const stop = async () => {
    await Promise.all(running.splice(0).map((r) => r.run.stop().catch(() => undefined)));
  };
  // Started together (each is its own server or emulator); if one fails, the others are stopped.
  const ports = nodes.map((n) => familyNodePort(n, env));
  const started = await Promise.allSettled(
    nodes.map(async (n, i) => {
      const run = await n.start(ports[i]!);
      running.push({ node: n.node, run });
    }),
  );
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  running.sort(
    (a, b) => nodes.findIndex((n) => n.node === a.node) - nodes.findIndex((n) => n.node === b.node),
  );
  return {
    urls: Object.fromEntries(running.map((r) => [r.node, r.run.rpcUrl])),
    nodes: Object.fromEntries(
      running.map((r) => [
        r.node,
        { rpcUrl: r.run.rpcUrl, ...(r.run.infoFile ? { infoFile: r.run.infoFile } : {}) },
      ]),
    ),
    stop,
  };
}
