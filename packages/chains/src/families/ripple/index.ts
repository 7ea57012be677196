/**
 * The XRP Ledger family module: keys, the adapter (XRP payments with a destination tag as the
 * memo, over rippled's JSON-RPC), the secp256k1 signer, send-error codes, presentation hints and
 * the devnet profile (a local ledger server, devnet/src/ripple). Providers, the binary codec and
 * the logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
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

export function createRippleAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'ripple',
    name: 'an XRP Ledger',
    txName: 'an XRP',
    keys: rippleKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    refuses: ['tokenOrNft'],
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address, o) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o)),
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
      return m.signTransaction(unsigned<RipplePayment>(tx), signer);
    },
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
  ...oneKeySigner(() => import('./logic/signer').then((m) => m.rippleSignerFromKey)),
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
