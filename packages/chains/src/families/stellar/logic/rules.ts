/** Stellar constants of spec §4, §5, §8 and §9, and the protocol values Kestrel relies on. */
import type { NetworkName } from '../../../registry/types';

/** Spec §9: 1e7 stroops per lumen (the registry's 7 decimals); every Stellar asset has 7 decimals too. */
export const STROOPS_PER_LUMEN = 10_000_000n;
export const ASSET_DECIMALS = 7;
/** Spec §9: timeout 30 s — Horizon calls, and the transaction's time bound (the SDK's setTimeout(30)). */
export const TIMEOUT_MS = 30_000;
export const TX_VALID_SECONDS = 30n;
/** Spec §9: history pages hold 20 entries. */
export const HISTORY_PAGE = 20;
/** Spec §4: Stellar transfers are confirmed immediately (Horizon answers once a ledger holds them). */
export const CONFIRM_POLICY = { intervalMs: 0, tries: 1 } as const;
/** The protocol's minimum base fee per operation, stroops (when fee_stats is not read). */
export const MIN_BASE_FEE = 100n;
/**
 * The base reserve (0.5 XLM since protocol 10, on the public network and the testnet): an account
 * keeps (2 + subentries + sponsoring − sponsored) × reserve, so a max send leaves it (the network
 * refuses less with op_underfunded), and a new account needs at least 2 × reserve.
 */
export const BASE_RESERVE = 5_000_000n;
export const MIN_NEW_ACCOUNT = 2n * BASE_RESERVE;

/** Network passphrases: the devnet is a standalone network (the quickstart image's). */
export const PASSPHRASE: Record<NetworkName, string> = {
  mainnet: 'Public Global Stellar Network ; September 2015',
  testnet: 'Test SDF Network ; September 2015',
  devnet: 'Standalone Network ; February 2017',
};

/** Spec §5/§8: a token estimate when the receiver's trustline is not authorized. */
export const NOT_AUTHORIZED = 'You are not authorized';
/** Spec §8: the balance does not cover amount plus fee (the family's shared text). */
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
/** Spec §8: building returned nothing. */
export const NO_BUILD = 'no built found';
