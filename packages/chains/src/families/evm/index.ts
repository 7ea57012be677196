/**
 * The EVM family module: keys, createAdapter, signers, send-error codes and presentation hints.
 * The adapter is cheap to create; viem, clients and logic load on first use through import().
 */
import {
  UnsupportedOperationError,
  type AdapterConfig,
  type Capabilities,
  type ChainAdapter,
  type ConfirmResult,
  DEFAULT_CONFIRM_POLICY,
  type TxIntent,
  type UnsignedTx,
} from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { parseHex32Key } from '../../keys/hex-key';
import { evmDevnetPath, getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
import { sendErrorCode } from './logic/errors';
import { evmKeys } from './logic/keys';
import { evmProviders } from './logic/providers';
import type { EvmTxPayload } from './logic/payload';

export type { EvmTxPayload } from './logic/payload';

/** EVM-only operations beyond the shared contract (tests and the devnet use them). */
export interface EvmAdapter extends ChainAdapter {
  waitForMany(
    hashes: string[],
    o: { retries: number; intervalMs: number },
  ): Promise<Record<string, ConfirmResult>>;
}

function capabilities(chain: ChainInfo): Capabilities {
  const names = chain.chain_name === 'ethereum' || chain.chain_name === 'binance_smart_chain';
  return {
    tokens: true,
    nfts: true,
    memo: false,
    staking: false,
    votes: false,
    replaceByFee: true,
    cancel: true,
    batch: true,
    nameResolution: names,
    deriveMany: Boolean(chain.deriveTemplate),
  };
}

function asEvm(tx: UnsignedTx): UnsignedTx<EvmTxPayload> {
  if (tx.family !== 'evm') throw new Error(`Not an EVM transaction (${tx.family})`);
  return tx as UnsignedTx<EvmTxPayload>;
}

export function createEvmAdapter(chain: ChainInfo, config: AdapterConfig): EvmAdapter {
  if (chain.family !== 'evm') throw new Error(`${chain.chain_name} is not an EVM chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const noMemo = (intent: TxIntent) => {
    if (intent.memo) throw new UnsupportedOperationError(chain.chain_name, 'A memo');
  };

  return {
    chain,
    network,
    capabilities: capabilities(chain),
    confirmPolicy: {
      intervalMs: config.confirm?.pollMs ?? DEFAULT_CONFIRM_POLICY.intervalMs,
      tries: config.confirm?.tries ?? DEFAULT_CONFIRM_POLICY.tries,
    },
    ...keyMethods(chain, evmKeys, network, defaultPath, chain.deriveTemplate ?? defaultPath),
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) =>
        m.getBalances(c, address, o?.tokens ?? config.tokens ?? []),
      ),
    getTokenInfo: (contract) => withLogic(import('./logic/balance'), (m, c) => m.getTokenInfo(c, contract)),
    getHistory: (address, o) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o)),
    async prepareTransfer(intent, o) {
      noMemo(intent);
      return withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o));
    },
    repriceTransfer: (prepared, price) =>
      withLogic(import('./logic/prepare'), (m, c) => m.repriceTransfer(c, prepared, price)),
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asEvm(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    waitForMany: (hashes, o) => withLogic(import('./logic/confirm'), (m, c) => m.waitForMany(c, hashes, o)),
    resolveName: (name) => withLogic(import('./logic/names'), (m, c) => m.resolveName(c, name)),
    isContract: (address) => withLogic(import('./logic/accountKind'), (m, c) => m.isContract(c, address)),
    prepareReplacement: (hash, mode) =>
      withLogic(import('./logic/replace'), (m, c) => m.prepareReplacement(c, hash, mode)),
    refreshPending: (entries, minedNonces) =>
      withLogic(import('./logic/pending'), (m, c) => m.refreshPending(c, entries, minedNonces)),
    pendingEntry: (signed, prepared) =>
      withLogic(import('./logic/pending'), (m, c) => m.pendingEntryFor(c, signed, prepared)),
    accountDelegation: (address) =>
      withLogic(import('./logic/delegation'), (m, c) => m.accountDelegation(c, address)),
    prepareRevokeDelegation: (address) =>
      withLogic(import('./logic/delegation'), (m, c) => m.prepareRevokeDelegation(c, address)),
  };
}

export const family: FamilyModule = {
  family: 'evm',
  keys: evmKeys,
  createAdapter: createEvmAdapter,
  async createSigner(secrets) {
    const { softwareSigner } = await import('./logic/sign');
    return softwareSigner(parseHex32Key(secrets.account().privateKey, 'An EVM'));
  },
  async signerFromKey(chain, network, privateKey) {
    const { softwareSigner } = await import('./logic/sign');
    return softwareSigner(
      parseHex32Key(evmKeys.importPrivateKey(chain, privateKey, network).privateKey, 'An EVM'),
    );
  },
  sendErrorCode,
  presentation: () => ({
    customFeeUnit: 'gwei',
    customFeeDecimals: 9,
    canBatch: true,
    recordsFailedSends: true,
  }),
  providers: evmProviders,
  devnet: {
    // One server ('evm') serves every EVM chain on the devnet, each its own Hardhat network at
    // <server>/<chain_name> with its own chain id (registry/evm.ts); the devnet's explorer speaks
    // Etherscan V2 for all of them and picks the network by chainid.
    nodeOf: () => 'evm',
    adapterConfig: ({ rpc, explorer }, chain) => ({
      rpc: [chain ? `${rpc.replace(/\/+$/, '')}${evmDevnetPath(chain.chain_name)}` : rpc],
      ...(explorer ? { explorerApis: [chain ? `${explorer.replace(/\/+$/, '')}/v2/api` : explorer] } : {}),
    }),
  },
};

/** The adapter of a chain_name (tests, benchmarks and the devnet use the family directly). */
export async function createAdapter(chainName: string, config: AdapterConfig): Promise<EvmAdapter> {
  return createEvmAdapter(getChain(chainName), config);
}
