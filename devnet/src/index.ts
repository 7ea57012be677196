/**
 * @kestrel/devnet: the EVM server (one Hardhat 2 network per EVM chain, prague, each with its own
 * chain id, balances and Kestrel's test contracts; evm/) and the Bitcoin family's node (litecoind
 * regtest); startFullDevnet starts and stops both.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devnetAccounts, DEVNET_MNEMONIC, type DevnetAccount } from './accounts';
import { GAS_PRICE_ORACLE_ADDRESS, type DevnetContracts } from './deploy';
import {
  LITECOIND_MISSING_NOTE,
  litecoindAvailable,
  LITECOIND_BINARY,
  startLitecoinDevnet,
  type LitecoinDevnet,
} from './litecoin-devnet';
import { EVM_EXPLORER_PORT, startEvmExplorer } from './explorer/index';
import { NFT_INDEX_PORT, startNftIndex } from './nft/index';
import { evmDevnetNetworks, evmDevnetPath } from '@kestrel/chains';
import { startHardhatNetwork } from './evm/network';
import { startEvmServer } from './evm/server';

export { ARTIFACTS } from './artifacts.generated';
export { DEVNET_MNEMONIC, devnetAccounts, GAS_PRICE_ORACLE_ADDRESS };
export type { DevnetAccount, DevnetContracts };
export {
  DEFAULT_LITECOIN_BLOCK_SECONDS,
  LITECOIN_DEVNET_INFO_FILE,
  LITECOIN_DEVNET_PORT,
  LITECOIND_MISSING_NOTE,
  litecoinDevnetInfoFile,
  startLitecoinDevnet,
  type LitecoinDevnet,
  type LitecoinDevnetOptions,
} from './litecoin-devnet';
export { litecoindAvailable, startLitecoind, type Litecoind } from './litecoind';
export * from './solana/index';
export * from './stellar/index';
export { startLoopbackRelay, type LoopbackRelay } from './walletconnect/relay';

export const DEVNET_CHAIN_ID = 31337;

/** One EVM chain's network on the devnet (started on its first request). */
export interface DevnetNetwork {
  chain_name: string;
  chainId: number;
  rpcUrl: string;
}

export interface Devnet {
  /** The ethereum network's chain id (Hardhat's 31337): the one the root path answers for. */
  chainId: number;
  /** The EVM server's root URL, which answers for ethereum; rpcUrlOf gives each chain's own. */
  rpcUrl: string;
  /** Every EVM chain's network: its own chain id and balances, the same contract addresses. */
  networks: DevnetNetwork[];
  rpcUrlOf(chainName: string): string;
  mnemonic: string;
  accounts: DevnetAccount[];
  contracts: DevnetContracts;
  /** The block explorer over the chain (Etherscan V2-shaped API, /tx/<hash> pages): explorer/. */
  explorerUrl: string;
  /** The NFT upstream stand-in (Alchemy getNFTsForOwner shape) over every chain: nft/. */
  nftIndex: { url: string; upstreamTemplate: string };
  stop(): Promise<void>;
}

export interface StartDevnetOptions {
  /** Port on 127.0.0.1; 8545 by default. Tests pass a free port (see freePort). */
  port?: number;
  /** The explorer's port on 127.0.0.1 (0: a free one); default 8546 with the default port, else free. */
  explorerPort?: number;
  /** How many accounts get test tokens (default 5). */
  fundedTokenHolders?: number;
}

/**
 * Starts the EVM server with the ethereum network running (the others start on their first
 * request), its explorer, and returns endpoints, accounts and contract addresses.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const port = options.port ?? 8545;
  const specs = evmDevnetNetworks();
  if (specs[0]?.chainId !== DEVNET_CHAIN_ID) throw new Error('The devnet expects ethereum first, at 31337');
  const accounts = devnetAccounts(10);
  const [deployer] = accounts;
  if (!deployer) throw new Error('no devnet accounts');
  const holders = accounts.slice(0, options.fundedTokenHolders ?? 5);
  let reference: string | undefined;
  const server = await startEvmServer(
    specs,
    async (spec) => {
      const network = await startHardhatNetwork(spec.chainId, deployer, holders);
      // The info file and the registry give one set of addresses for every network.
      if (reference && JSON.stringify(network.contracts) !== reference)
        throw new Error(`The ${spec.chain_name} contracts were deployed at other addresses`);
      return network;
    },
    port,
  );
  const stops: (() => Promise<void>)[] = [server.stop];
  try {
    const { contracts } = await server.network(specs[0].chain_name);
    reference = JSON.stringify(contracts);
    const networks = specs.map((s) => ({
      chain_name: s.chain_name,
      chainId: s.chainId,
      rpcUrl: `${server.url}${evmDevnetPath(s.chain_name)}`,
    }));
    const explorer = await startEvmExplorer(
      specs.map((s, i) => ({
        chainId: s.chainId,
        rpcUrl: networks[i]!.rpcUrl,
        name: s.name,
        symbol: s.symbol,
        live: () => server.isStarted(s.chain_name),
      })),
      // The registry links devnet transactions to 8546: the default devnet's explorer lives there.
      options.explorerPort ?? (port === 8545 ? EVM_EXPLORER_PORT : 0),
    );
    stops.push(explorer.stop);
    const nftIndex = await startNftIndex(
      networks.map((n) => ({ ...n, live: () => server.isStarted(n.chain_name) })),
      port === 8545 ? NFT_INDEX_PORT : 0,
      // POST /<chain>/mint: a test NFT for anyone, sent by the deployer (unlocked on the devnet).
      { erc721: contracts.erc721, erc1155: contracts.erc1155, minter: deployer.address },
    );
    stops.push(nftIndex.stop);
    // The CLI (`kestrel faucet`, `--network devnet`, history) finds the addresses here.
    const infoFile = devnetInfoFile(port);
    writeFileSync(
      infoFile,
      JSON.stringify(
        { chainId: DEVNET_CHAIN_ID, rpcUrl: server.url, explorerUrl: explorer.url, contracts, networks },
        null,
        2,
      ),
    );
    return {
      chainId: DEVNET_CHAIN_ID,
      rpcUrl: server.url,
      networks,
      rpcUrlOf: (chainName) => {
        const n = networks.find((x) => x.chain_name === chainName);
        if (!n) throw new Error(`No EVM network ${chainName} on the devnet`);
        return n.rpcUrl;
      },
      mnemonic: DEVNET_MNEMONIC,
      accounts,
      contracts,
      explorerUrl: explorer.url,
      nftIndex: { url: nftIndex.url, upstreamTemplate: nftIndex.upstreamTemplate },
      stop: async () => {
        rmSync(infoFile, { force: true });
        for (const s of stops.reverse()) await s();
      },
    };
  } catch (e) {
    for (const s of stops.reverse()) await s();
    throw e;
  }
}

/** Where a running devnet on `port` writes its endpoints and contract addresses. */
export function devnetInfoFile(port = 8545): string {
  return join(tmpdir(), `kestrel-devnet-${port}.json`);
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface StartFullDevnetOptions extends StartDevnetOptions {
  /** litecoind's RPC port on 127.0.0.1; 19443 by default. */
  litecoinPort?: number;
  /** Mine a litecoin block every N seconds while transactions wait (default 10; 0: off). */
  litecoinBlockSeconds?: number;
  /** Where the CLI finds litecoind's credentials (default {tmpdir}/kestrel-devnet-litecoin.json). */
  litecoinInfoFile?: string | false;
  litecoindBinary?: string;
}

export interface FullDevnet {
  evm: Devnet;
  /** null when litecoind is not installed; `litecoinNote` then says so. */
  litecoin: LitecoinDevnet | null;
  litecoinNote?: string;
  stop(): Promise<void>;
}

/** `npm run devnet`: the Hardhat node and litecoind regtest, started together, stopped together. */
export async function startFullDevnet(o: StartFullDevnetOptions = {}): Promise<FullDevnet> {
  const binary = o.litecoindBinary ?? LITECOIND_BINARY;
  const withLitecoin = litecoindAvailable(binary);
  const [evm, litecoin] = await Promise.allSettled([
    startDevnet(o),
    withLitecoin
      ? startLitecoinDevnet({
          port: o.litecoinPort,
          infoFile: o.litecoinInfoFile,
          blockSeconds: o.litecoinBlockSeconds,
          binary,
        })
      : Promise.resolve(null),
  ]);
  if (evm.status === 'rejected' || litecoin.status === 'rejected') {
    // One node started and the other did not: leave nothing running.
    await Promise.all([
      evm.status === 'fulfilled' ? evm.value.stop() : undefined,
      litecoin.status === 'fulfilled' ? litecoin.value?.stop() : undefined,
    ]);
    throw evm.status === 'rejected' ? evm.reason : (litecoin as PromiseRejectedResult).reason;
  }
  const ltc = litecoin.value;
  return {
    evm: evm.value,
    litecoin: ltc,
    ...(ltc ? {} : { litecoinNote: LITECOIND_MISSING_NOTE }),
    stop: async () => {
      await Promise.all([evm.value.stop(), ltc?.stop()]);
    },
  };
}
export {
  startTonDevnet,
  TON_DEVNET_INFO_FILE,
  TON_DEVNET_PORT,
  tonDevnetInfoFile,
  type TonDevnet,
} from './ton/index';
export * from './ripple/index';
export * from './tron/index';
export * from './cosmos/index';
export * from './polkadot/index';
export * from './cardano/index';
export * from './tezos/index';
export * from './hedera/index';
export * from './filecoin/index';
export * from './family-nodes';
export * from './aptos/index';
export * from './nft/index';
