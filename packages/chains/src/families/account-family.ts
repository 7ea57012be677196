/**
 * The wiring every account-model family facade shares (aptos, cardano, cosmos, filecoin, hedera,
 * polkadot, ripple, solana, stellar, tezos, ton, tron): the family check, the context built once
 * on first use, the key methods, the confirmation policy, the sends refused before any provider
 * call, the generic prepare / broadcast / confirm calls, and the one-key signer of the family
 * module. Facades pass their own `() => import('./logic/x')` so the paths stay literal and
 * bundlers still split each logic module into its own chunk.
 */
import {
  UnsupportedOperationError,
  type AdapterConfig,
  type Capabilities,
  type ChainAdapter,
  type ConfirmPolicy,
  type ConfirmResult,
  type PreparedTransfer,
  type PrepareOptions,
  type Signer,
  type SignedTx,
  type TxIntent,
  type UnsignedTx,
} from '../adapter-types';
import type { FamilyModule } from '../family-module';
import type { FamilyKeys } from '../keys/types';
import { getNetwork } from '../registry/index';
import type { ChainInfo, Family, NetworkName } from '../registry/types';
import { keyMethods } from './key-methods';
import { lazyLogic, once } from './lazy';

/** A kind of send a family refuses rather than drops (spec: refused, never silently ignored). */
export type Refusal = 'memo' | 'nonBlankMemo' | 'tokenOrNft' | 'token' | 'nft';

const REFUSALS: Record<Refusal, readonly [refused: (intent: TxIntent) => boolean, what: string]> = {
  memo: [(i) => Boolean(i.memo), 'A memo'],
  // Chains whose clients send a blank memo field: only a memo with text is refused.
  nonBlankMemo: [(i) => i.memo !== undefined && i.memo.trim() !== '', 'A memo'],
  tokenOrNft: [(i) => Boolean(i.asset) && i.asset?.kind !== 'native', 'A token or NFT send'],
  token: [(i) => i.asset?.kind === 'token', 'A token send'],
  nft: [(i) => i.asset?.kind === 'nft', 'An NFT send'],
};

/** The logic modules behind the generic send calls, each loaded on first use. */
export interface SendLogic<C> {
  prepare: () => Promise<{
    prepareTransfer(c: C, intent: TxIntent, o?: PrepareOptions): Promise<PreparedTransfer>;
  }>;
  broadcast: () => Promise<{
    broadcast(c: C, tx: SignedTx): Promise<{ hash: string; likelySubmitted?: boolean }>;
  }>;
  confirm: () => Promise<{
    waitForConfirmation(
      c: C,
      hash: string,
      o?: { signal?: AbortSignal; timeoutMs?: number },
    ): Promise<ConfirmResult>;
  }>;
}

export interface AccountFamilySpec<C> extends SendLogic<C> {
  family: Family;
  /** The family in error texts, with its article: 'an Aptos' ("aptos is not an Aptos chain"). */
  name: string;
  /** The transaction's name where it differs from `name` ('an XRP'). */
  txName?: string;
  keys: FamilyKeys;
  capabilities: Capabilities;
  confirmPolicy: ConfirmPolicy;
  /**
   * deriveMany's path with `{index}`, or made from the network's path; the network's path when
   * absent; null: no deriveMany.
   */
  template?: string | ((defaultPath: string) => string) | null;
  /** Checked in this order after a batch (always refused); null: the logic checks intents itself. */
  refuses: readonly Refusal[] | null;
  /** Builds the context (clients, providers): `() => import('./logic/context').then(…)`. */
  context: () => Promise<C>;
}

/** The chain's confirmation polling: the config's when set (devnet, tests), else the spec's. */
export function configuredConfirm(config: AdapterConfig, pollMs: number, tries: number): ConfirmPolicy {
  return { intervalMs: config.confirm?.pollMs ?? pollMs, tries: config.confirm?.tries ?? tries };
}

/**
 * The shared part of an account family's adapter: `base` holds the identity, key and send methods
 * to spread into the adapter; `withLogic` runs a logic module against the lazy context; `unsigned`
 * checks an unsigned transaction is the family's before its signer reads the payload.
 */
export function accountAdapter<C>(chain: ChainInfo, config: AdapterConfig, spec: AccountFamilySpec<C>) {
  if (chain.family !== spec.family) throw new Error(`${chain.chain_name} is not ${spec.name} chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(once(spec.context));
  const template = typeof spec.template === 'function' ? spec.template(defaultPath) : spec.template;
  const { deriveMany, ...keyBase } = keyMethods(
    chain,
    spec.keys,
    network,
    defaultPath,
    template ?? defaultPath,
  );
  const refuse = (intent: TxIntent) => {
    if (spec.refuses === null) return;
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    for (const kind of spec.refuses) {
      const [refused, what] = REFUSALS[kind];
      if (refused(intent)) throw new UnsupportedOperationError(chain.chain_name, what);
    }
  };
  const base = {
    chain,
    network,
    capabilities: spec.capabilities,
    confirmPolicy: spec.confirmPolicy,
    ...keyBase,
    ...(template === null ? {} : { deriveMany }),
    async prepareTransfer(intent: TxIntent, o?: PrepareOptions) {
      refuse(intent);
      return withLogic(spec.prepare(), (m, c) => m.prepareTransfer(c, intent, o));
    },
    broadcast: (tx: SignedTx) => withLogic(spec.broadcast(), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash: string, o?: { signal?: AbortSignal; timeoutMs?: number }) =>
      withLogic(spec.confirm(), (m, c) => m.waitForConfirmation(c, hash, o)),
  } satisfies Partial<ChainAdapter>;
  const unsigned = <T>(tx: UnsignedTx): UnsignedTx<T> => {
    if (tx.family !== spec.family)
      throw new Error(`Not ${spec.txName ?? spec.name} transaction (${tx.family})`);
    return tx as UnsignedTx<T>;
  };
  return { network, withLogic, base, unsigned };
}

/**
 * The family module's signers for a family that signs with the coin's own key (`load` gives the
 * key → signer function of a chain and network): the CLI's key
 * import as is, a wallet coin's only when the key controls the coin's address (`controls`; the
 * same address by default).
 */
export function oneKeySigner<S extends Signer & { address?: string }>(
  load: (chain: ChainInfo, network: NetworkName) => Promise<(privateKey: string) => S>,
  controls: (
    signer: S,
    address: string,
    chain: ChainInfo,
    network: NetworkName,
  ) => boolean | Promise<boolean> = (s, a) => s.address === a,
): Pick<FamilyModule, 'createSigner' | 'signerFromKey'> {
  return {
    async createSigner({ chain, network, address, account }) {
      const signer = (await load(chain, network))(account().privateKey);
      if (!(await controls(signer, address, chain, network)))
        throw new Error('The derived key does not match the coin address');
      return signer;
    },
    signerFromKey: async (chain, network, privateKey) => (await load(chain, network))(privateKey),
  };
}
