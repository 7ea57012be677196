/**
 * The XRP Ledger family module: keys, the adapter (XRP payments with a destination tag as the
 * memo, over rippled's JSON-RPC), the secp256k1 signer, send-error codes, presentation hints and
 * the devnet profile (a local ledger server, devnet/src/ripple). Providers, the binary codec and
 * the logic load on first use through import().
 */
import {
  UnsupportedOperationError,
  type AdapterConfig,
  type Capabilities,
  type ChainAdapter,
  type TxIntent,
  type UnsignedTx,
} from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
import { plainPendingEntry } from '../pending-entry';
import { sendErrorCode } from './logic/errors';
import { rippleKeys } from './logic/keys';
import type { RipplePayment } from './logic/payload';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';

export type { RipplePayment, RipplePrepared } from './logic/payload';
export type { RippleSigner } from './logic/signer';

const CAPABILITIES: Capabilities = {
  tokens: false,
  nfts: false,
  // The memo is the payment's numeric destination tag (spec §5).
  memo: true,
  staking: false,
  votes: false,
  replaceByFee: false,
  cancel: false,
  batch: false,
  nameResolution: false,
  deriveMany: false,
};

function asRipple(tx: UnsignedTx): UnsignedTx<RipplePayment> {
  if (tx.family !== 'ripple') throw new Error(`Not an XRP transaction (${tx.family})`);
  return tx as UnsignedTx<RipplePayment>;
}

export function createRippleAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'ripple') throw new Error(`${chain.chain_name} is not an XRP Ledger chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    if (intent.asset && intent.asset.kind !== 'native')
      throw new UnsupportedOperationError(chain.chain_name, 'A token or NFT send');
  };
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: {
      intervalMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    ...keyMethods(chain, rippleKeys, network, defaultPath, defaultPath),
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) =>
        m.getHistory(c, address, o?.pending ? { pending: o.pending } : {}),
      ),
    async prepareTransfer(intent, o) {
      refuse(intent);
      return withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o));
    },
    async repriceTransfer(prepared, price) {
      const m = await import('./logic/prepare');
      return m.repriceTransfer(prepared, price);
    },
    async buildTransaction(prepared) {
      const m = await import('./logic/build');
      return m.buildTransaction(prepared);
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asRipple(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    async pendingEntry(signed, prepared) {
      const { ripplePrepared } = await import('./logic/payload');
      const entry = plainPendingEntry(chain, network, signed, prepared);
      const sequence = ripplePrepared(prepared).sequence;
      if (sequence !== null) entry.extraPendingTransactionData.nonce = sequence;
      return entry;
    },
  };
}

export const family: FamilyModule = {
  family: 'ripple',
  keys: rippleKeys,
  createAdapter: createRippleAdapter,
  async createSigner({ address, account }) {
    const { rippleSignerFromKey } = await import('./logic/signer');
    const signer = rippleSignerFromKey(account().privateKey);
    if (signer.address !== address) throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, _network, privateKey) {
    const { rippleSignerFromKey } = await import('./logic/signer');
    return rippleSignerFromKey(privateKey);
  },
  sendErrorCode,
  presentation: () => ({
    customFeeUnit: 'drops',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A local ledger server speaking rippled's JSON-RPC (devnet/src/ripple), validating each submit at once.
    nodeOf: (chain) => (chain.chain_name === 'ripple' ? 'ripple' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], confirm: { pollMs: 500, tries: 20 } }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig): ChainAdapter {
  return createRippleAdapter(getChain(chainName), config);
}
