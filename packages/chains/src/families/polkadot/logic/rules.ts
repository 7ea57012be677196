/** Polkadot constants of spec §4, §5, §8 and §9, and the runtime facts Kestrel relies on per network. */
import type { NetworkName } from '../../../registry/types';

/** Spec §7/§9: explorer and node calls time out after 30 s. */
export const TIMEOUT_MS = 30_000;
/** Spec §7/§9: POST /api/v2/scan/transfers with row 20. */
export const HISTORY_ROWS = 20;
/** Spec §9: 10 decimals, so 1 DOT is 1e10 plancks (the §5 receiver rule's threshold). */
export const ONE_DOT = 10_000_000_000n;
/** Spec §5/§8: a transfer under 1 DOT to a receiver with no balance. */
export const RECEIVER_CODE = 'polkadot_receiver_should_1_dot';
export const RECEIVER_TEXT = 'Receiver address should have minimum 1 DOT';
/** Spec §8: the balance does not cover amount plus fee; building returned nothing. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
export const NO_BUILD = 'no built found';
/**
 * Spec §4 names no Polkadot row ("all others return 'pending' on time-out"): a check per block
 * (6 s) for a minute.
 */
export const CONFIRM_POLICY = { intervalMs: 6000, tries: 10 } as const;
/** Mortal era of 64 blocks (about 6.4 minutes on the relay chain), as polkadot.js signs by default. */
export const ERA_PERIOD = 64;

export interface RuntimeFacts {
  /** Balances pallet index; transfer_allow_death is call 0, transfer_keep_alive call 3. */
  balancesPallet: number;
  /** Balances.ExistentialDeposit, plancks. */
  existentialDeposit: bigint;
  /** The runtime's transaction extension identifiers, in its order (logic/extensions.ts). */
  extensions: readonly string[];
}

export const TRANSFER_ALLOW_DEATH = 0;
export const TRANSFER_KEEP_ALIVE = 3;

const CHECKS = [
  'CheckNonZeroSender',
  'CheckSpecVersion',
  'CheckTxVersion',
  'CheckGenesis',
  'CheckMortality',
  'CheckNonce',
  'CheckWeight',
] as const;

/**
 * Asset Hub's set (polkadot-fellows/runtimes, the asset-hub runtimes' TxExtension): the frame
 * checks, ChargeAssetTxPayment (tip + fee asset) and CheckMetadataHash.
 */
export const ASSET_HUB_EXTENSIONS = [...CHECKS, 'ChargeAssetTxPayment', 'CheckMetadataHash'] as const;
/** A relay chain's set (the devnet's Kusama local runtime; checked against its metadata). */
export const RELAY_EXTENSIONS = [...CHECKS, 'ChargeTransactionPayment'] as const;

/**
 * Per network. Since the Asset Hub migration (Polkadot, November 2025) balances and transfers
 * live on Polkadot Asset Hub (para 1000): Balances at pallet 10, existential deposit 0.01 DOT.
 * Testnet is Westend Asset Hub (Balances at 10; its extension list adds three that carry no bytes:
 * AuthorizeCall, pallet_revive's EthSetOrigin and StorageWeightReclaim, which wraps the others and
 * comes last in the metadata; see docs/polkadot.md). The devnet runs the fixture's Kusama local
 * relay runtime (Balances at 4, 333333333, no CheckMetadataHash), checked against its metadata by
 * sends.devnet.test.ts.
 */
export const RUNTIME: Record<NetworkName, RuntimeFacts> = {
  mainnet: { balancesPallet: 10, existentialDeposit: ONE_DOT / 100n, extensions: ASSET_HUB_EXTENSIONS },
  testnet: {
    balancesPallet: 10,
    existentialDeposit: 1_000_000_000n,
    extensions: ['AuthorizeCall', ...ASSET_HUB_EXTENSIONS, 'EthSetOrigin', 'StorageWeightReclaim'],
  },
  devnet: { balancesPallet: 4, existentialDeposit: 333_333_333n, extensions: RELAY_EXTENSIONS },
};
