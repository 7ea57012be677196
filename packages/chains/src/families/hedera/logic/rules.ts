/** Hedera constants of the spec (§4, §7, §9) and of the network the transfer follows. */

/** 1 HBAR = 1e8 tinybars (spec §9 "tinybar conversion"). */
export const HBAR_DECIMALS = 8;
/** Spec §9: the fee estimate is 0.0021 USD (here in micro-USD) at the mirror node's HBAR rate. */
export const FEE_ESTIMATE_MICRO_USD = 2_100n;
/**
 * Not in the spec: a transfer to an alias without an account creates it (spec §4), and the
 * network charges the payer a CryptoCreate for that (USD 0.05 in Hedera's fee schedule), so the
 * estimate (the signed maximum fee) adds it then.
 */
export const ACCOUNT_CREATE_MICRO_USD = 50_000n;
/** Spec §7: history limit 20. */
export const HISTORY_LIMIT = 20;
/** Spec §9: 30 s timeout; confirmation is polled within it (every 3 s, 10 tries). */
export const CONFIRM_POLL_MS = 3_000;
export const CONFIRM_TRIES = 10;
/** The SDK's default: a transaction is valid for 120 s from its valid start. */
export const VALID_DURATION_SECONDS = 120n;
/** The node account a gRPC-web endpoint stands for when its URL names none (#0.0.N). */
export const DEFAULT_NODE = '0.0.3';
/** Spec §8 texts. */
export const NO_ACCOUNT_ID = 'No accountId found';
export const TRANSACTION_FAILED = 'Transaction failed';

/**
 * Spec §9: 0.0021 USD divided by the HBAR rate, in tinybars (rounded up). The mirror node's
 * rate says `hbar_equivalent` HBAR are worth `cent_equivalent` US cents.
 */
export function usdToTinybars(microUsd: bigint, rate: { cent: bigint; hbar: bigint }): bigint {
  if (rate.cent <= 0n || rate.hbar <= 0n) throw new Error('The HBAR exchange rate is not positive');
  // tinybars = µUSD / 1e6 USD × 100 cents/USD × hbar / cent × 1e8 tinybar/HBAR
  const num = microUsd * rate.hbar * 10_000n;
  return (num + rate.cent - 1n) / rate.cent;
}
