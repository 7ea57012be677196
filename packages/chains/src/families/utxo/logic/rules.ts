/** Bitcoin-family constants of spec §4 and §9, and the per-coin relay rules they meet. */
import type { UtxoCoin } from '../network/index';

/** Fee option multipliers (spec §9) applied to the provider's rate, unless fee info supplies one. */
export const NORMAL_MULTIPLIER = 1.4;
export const RECOMMENDED_MULTIPLIER = 1.65;
/** sat/vB when no provider gives a rate (spec §9 "default fee rate 20 sat/vB"). */
export const DEFAULT_FEE_RATE = 20;
/** Highest fee rate accepted unless the caller gives another (spec §9). */
export const MAX_FEE_RATE = 10_000;
/** Satoshis used as the fee when nothing else is known (spec §9 "fallback fee 10000 sats"). */
export const FALLBACK_FEE = 10_000n;
/** BIP-125: every input signals replaceability (spec §9). */
export const RBF_SEQUENCE = 0xfffffffd;
/** History page size (spec §9; Blockchair's 10 for Bitcoin lives in its client). */
export const HISTORY_PAGE = 20;
/** Waiting for confirmation (spec §4): every 5 s, 15 times, then 'pending'. */
export const CONFIRM_POLL_MS = 5_000;
export const CONFIRM_TRIES = 15;
/** Spec §8. */
export const INVALID_FEES = 'Invalid fees';
export const NO_BUILD = 'no built found';
export const INSUFFICIENT_BALANCE = 'Insufficient balance to broadcast transaction';
export const validationError = (chain: string) => `Error in validation of ${chain} transaction`;

/**
 * Dust relay fee per 1000 vbytes, per coin (Bitcoin Core and Litecoin Core `-dustrelayfee`
 * defaults: 3000 sat/kvB and 0.0003 LTC/kvB = 30000 lit/kvB, as `litecoind -help-debug` prints).
 */
const DUST_RELAY_PER_KVB: Record<UtxoCoin, bigint> = {
  bitcoin: 3000n,
  litecoin: 30000n,
  bitcoin_cash: 3000n,
  dogecoin: 0n,
};

/**
 * Dogecoin Core ≥ 1.14.6 (dogecoin/dogecoin doc/fee-recommendation.md): recommended fee
 * 0.01 DOGE per kB and a dust limit of 0.01 DOGE; below that the wallet drops the change.
 */
export const DOGE_MIN_FEE_PER_KB = 1_000_000n;
export const DOGE_DUST = 1_000_000n;

/** Output bytes and the bytes of the input that will later spend it (Bitcoin Core GetDustThreshold). */
const DUST_SIZES = {
  pkh: [34n, 148n],
  sh: [32n, 148n],
  wpkh: [31n, 67n],
  tr: [43n, 67n],
  wsh: [43n, 67n],
} as const;

export type OutputKind = keyof typeof DUST_SIZES;

/** Smallest output value the coin's nodes relay for an output of this kind. */
export function dustLimit(coin: UtxoCoin, kind: OutputKind): bigint {
  if (coin === 'dogecoin') return DOGE_DUST;
  const [out, spend] = DUST_SIZES[kind];
  // Witness spends count 67 vbytes (32+4+1+107/4+4), legacy spends 148.
  return ((out + spend) * DUST_RELAY_PER_KVB[coin]) / 1000n;
}

/** Dogecoin counts fees per kB of size; the others per vbyte. Lowest rate the coin relays, sat/vB. */
export function minimumFeeRate(coin: UtxoCoin): number {
  return coin === 'dogecoin' ? Number(DOGE_MIN_FEE_PER_KB / 1000n) : 1;
}
