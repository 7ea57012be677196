/** XRP Ledger constants and texts of the spec (§5, §7, §8, §9) and of xrpl.js's autofill. */
import { formatUnits } from '../../../units';

/** Spec §9: 1e6 drops per XRP. */
export const DROPS_PER_XRP = 1_000_000n;
export const XRP_DECIMALS = 6;
/** Spec §9: default minimum account balance 10 XRP (used when the server does not give its reserve). */
export const DEFAULT_MINIMUM = 10n * DROPS_PER_XRP;
/** The owner reserve that went with a 10 XRP base reserve (used when the server does not say). */
export const DEFAULT_RESERVE_INC = 2n * DROPS_PER_XRP;
/** Spec §7/§9: account_tx limit 20. */
export const HISTORY_LIMIT = 20;
/** xrpl.js autofill: LastLedgerSequence = the open ledger + 20. */
export const LEDGER_OFFSET = 20;
/** xrpl.js getFeeXrp: the Recommended fee is the load-scaled fee times 1.2 (in tenths)... */
export const FEE_CUSHION_TENTHS = 12n;
/** ...and never above its maxFeeXRP, 2 XRP: a custom fee above it is refused as a typo. */
export const MAX_FEE = 2n * DROPS_PER_XRP;
/**
 * Spec §4 "confirmed immediately" after §7's "submit and wait": the wait is xrpl.js's
 * submitAndWait, which asks for the transaction every second until a validated ledger holds it
 * or its LastLedgerSequence (about 20 ledgers, 4 s each) has passed.
 */
export const CONFIRM_POLL_MS = 1_000;
export const CONFIRM_TRIES = 90;

/** Spec §5/§8: the Ripple minimum-balance message, {n} in XRP. */
export function minimumBalanceMessage(minimum: bigint): string {
  return `The account does not exist on the ripple so transaction must be greater than or equal to ${formatUnits(minimum, XRP_DECIMALS)} XRP.`;
}

export const MINIMUM_BALANCE_PATTERN = /^The account does not exist on the ripple so transaction must be/;

/** Spec §5: "The Ripple memo acts as a numeric destination tag": a UInt32, or none when empty. */
export function destinationTag(memo: string | undefined): number | undefined {
  if (memo === undefined) return undefined;
  const text = memo.trim();
  if (text === '') return undefined;
  if (!/^\d+$/.test(text) || BigInt(text) > 4_294_967_295n)
    throw new Error(
      'The XRP memo is a destination tag: a whole number from 0 to 4294967295 (no letters, signs or decimals)',
    );
  return Number(text);
}
