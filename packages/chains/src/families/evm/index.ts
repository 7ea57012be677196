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
import { KeyInputError, type Account, type SeedMaterial } from '../../keys/types';
import { pathFromTemplate } from '../../keys/path';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import type { EvmContext } from './logic/context';
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
  let ctxPromise: Promise<EvmContext> | undefined;
  const ctx = () => (ctxPromise ??= import('./logic/context').then((m) => m.createContext(chain, config)));

  const noMemo = (intent: TxIntent) => {
    if (intent.memo) throw new UnsupportedOperationError(chain.chain_name, 'A memo');
  };

  const adapter: EvmAdapter = {
    chain,
    network,
    capabilities: capabilities(chain),
    validateAddress: (a) => evmKeys.validateAddress(chain, a, network),
    validatePrivateKey(k) {
      try {
        evmKeys.importPrivateKey(chain, k, network);
        return true;
      } catch (e) {
        if (e instanceof KeyInputError) return false;
        return false;
      }
    },
    async deriveAccount(seed: SeedMaterial, path?: string): Promise<Account> {
      return evmKeys.deriveAccount(chain, seed, path ?? defaultPath, network);
    },
    async importPrivateKey(k) {
      return evmKeys.importPrivateKey(chain, k, network);
    },
    async deriveMany(seed, from, count) {
      const template = chain.deriveTemplate ?? defaultPath;
      return Array.from({ length: count }, (_, i) =>
        evmKeys.deriveAccount(chain, seed, pathFromTemplate(template, from + i), network),
      );
    },
    async getBalances(address, o) {
      const [c, m] = await Promise.all([ctx(), import('./logic/balance')]);
      return m.getBalances(c, address, o?.tokens ?? config.tokens ?? []);
    },
    async getTokenInfo(contract) {
      const [c, m] = await Promise.all([ctx(), import('./logic/balance')]);
      return m.getTokenInfo(c, contract);
    },
    async getHistory(address, o) {
      const [c, m] = await Promise.all([ctx(), import('./logic/history')]);
      return m.getHistory(c, address, o);
    },
    async estimateFee(intent: TxIntent, o) {
      noMemo(intent);
      const [c, m] = await Promise.all([ctx(), import('./logic/fees')]);
      return m.estimateFee(c, intent, o);
    },
    async buildTransaction(intent, fee) {
      noMemo(intent);
      const [c, m] = await Promise.all([ctx(), import('./logic/build')]);
      return m.buildTransaction(c, intent, fee);
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asEvm(tx), signer);
    },
    async broadcast(tx) {
      const [c, m] = await Promise.all([ctx(), import('./logic/broadcast')]);
      return m.broadcast(c, tx);
    },
    async waitForConfirmation(hash, o) {
      const [c, m] = await Promise.all([ctx(), import('./logic/confirm')]);
      return m.waitForConfirmation(c, hash, o);
    },
    async waitForMany(hashes, o) {
      const [c, m] = await Promise.all([ctx(), import('./logic/confirm')]);
      return m.waitForMany(c, hashes, o);
    },
    async resolveName(name) {
      const [c, m] = await Promise.all([ctx(), import('./logic/names')]);
      return m.resolveName(c, name);
    },
    async replacementTx(hash, mode) {
      const [c, m] = await Promise.all([ctx(), import('./logic/replace')]);
      return m.replacementTx(c, hash, mode);
    },
    async speedUp(hash, signer) {
      const tx = await adapter.replacementTx(hash, 'speedUp');
      return adapter.broadcast(await adapter.sign(tx, signer));
    },
    async cancel(hash, signer) {
      const tx = await adapter.replacementTx(hash, 'cancel');
      return adapter.broadcast(await adapter.sign(tx, signer));
    },
    async refreshPending(entries, minedNonces) {
      const [c, m] = await Promise.all([ctx(), import('./logic/pending')]);
      return m.refreshPending(c, entries, minedNonces);
    },
    async pendingEntry(signed, tx, amount, to) {
      const [c, m] = await Promise.all([ctx(), import('./logic/pending')]);
      return m.pendingEntryFor(c, signed, asEvm(tx).payload, amount, to);
    },
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
