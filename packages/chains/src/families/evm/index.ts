/**
 * The EVM family's cheap part: createAdapter(chain, config). Everything heavy (viem, clients,
 * logic) is loaded on first use through dynamic import().
 */
import {
  UnsupportedOperationError,
  type AdapterConfig,
  type Capabilities,
  type ChainAdapter,
  type ConfirmResult,
  type PendingEntry,
  type Signer,
  type SignedTx,
  type TxIntent,
  type UnsignedTx,
} from '../../adapter-types';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
import { evmKeys } from './logic/keys';
import type { EvmTxPayload } from './logic/payload';

export type { EvmTxPayload } from './logic/payload';

/** EVM-only operations beyond the shared contract. */
export interface EvmAdapter extends ChainAdapter {
  speedUp(hash: string, signer: Signer): Promise<{ hash: string }>;
  cancel(hash: string, signer: Signer): Promise<{ hash: string }>;
  replacementTx(hash: string, mode: 'speedUp' | 'cancel'): Promise<UnsignedTx<EvmTxPayload>>;
  refreshPending(
    entries: PendingEntry[],
    minedNonces?: { from: string; nonce: number }[],
  ): Promise<PendingEntry[]>;
  pendingEntry(signed: SignedTx, tx: UnsignedTx, amount: bigint, to: string): Promise<PendingEntry>;
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
    batch: true,
    nameResolution: names,
    deriveMany: Boolean(chain.deriveTemplate),
  };
}

function asEvm(tx: UnsignedTx): UnsignedTx<EvmTxPayload> {
  if (tx.family !== 'evm') throw new Error(`Not an EVM transaction (${tx.family})`);
  return tx as UnsignedTx<EvmTxPayload>;
}

export async function createAdapter(chainName: string, config: AdapterConfig): Promise<EvmAdapter> {
  const chain = getChain(chainName);
  if (chain.family !== 'evm') throw new Error(`${chainName} is not an EVM chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );

  const noMemo = (intent: TxIntent) => {
    if (intent.memo) throw new UnsupportedOperationError(chain.chain_name, 'A memo');
  };

  const adapter: EvmAdapter = {
    chain,
    network,
    capabilities: capabilities(chain),
    ...keyMethods(chain, evmKeys, network, defaultPath, chain.deriveTemplate ?? defaultPath),
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) =>
        m.getBalances(c, address, o?.tokens ?? config.tokens ?? []),
      ),
    getTokenInfo: (contract) => withLogic(import('./logic/balance'), (m, c) => m.getTokenInfo(c, contract)),
    getHistory: (address, o) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o)),
    async estimateFee(intent: TxIntent, o) {
      noMemo(intent);
      return withLogic(import('./logic/fees'), (m, c) => m.estimateFee(c, intent, o));
    },
    async buildTransaction(intent, fee) {
      noMemo(intent);
      return withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, intent, fee));
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asEvm(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    waitForMany: (hashes, o) => withLogic(import('./logic/confirm'), (m, c) => m.waitForMany(c, hashes, o)),
    resolveName: (name) => withLogic(import('./logic/names'), (m, c) => m.resolveName(c, name)),
    replacementTx: (hash, mode) =>
      withLogic(import('./logic/replace'), (m, c) => m.replacementTx(c, hash, mode)),
    async speedUp(hash, signer) {
      const tx = await adapter.replacementTx(hash, 'speedUp');
      return adapter.broadcast(await adapter.sign(tx, signer));
    },
    async cancel(hash, signer) {
      const tx = await adapter.replacementTx(hash, 'cancel');
      return adapter.broadcast(await adapter.sign(tx, signer));
    },
    refreshPending: (entries, minedNonces) =>
      withLogic(import('./logic/pending'), (m, c) => m.refreshPending(c, entries, minedNonces)),
    pendingEntry: (signed, tx, amount, to) =>
      withLogic(import('./logic/pending'), (m, c) =>
        m.pendingEntryFor(c, signed, asEvm(tx).payload, amount, to),
      ),
  };
  return adapter;
}

/** Lazy access to the signer and error helpers without loading the whole family. */
export async function evmHelpers() {
  const [sign, errors] = await Promise.all([import('./logic/sign'), import('./logic/errors')]);
  return {
    softwareSigner: sign.softwareSigner,
    sendErrorToast: errors.sendErrorToast,
    failedTransactionRecord: errors.failedTransactionRecord,
  };
}
