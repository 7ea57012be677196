/**
 * How far a custom fee price may stray from the Recommended one. Far above it the form warns
 * (and the review repeats the warning); absurdly far above it the price is refused, so a slip
 * such as 100000 gwei for 1 gwei never reaches a review. Prices are smallest units per fee unit.
 */

/** Above this many times the Recommended price, the form warns. */
export const WARN_FACTOR = 2n;
/** Above this many times the Recommended price, the price is refused. */
export const REFUSE_FACTOR = 20n;

export type FeeGuard = { level: 'ok' } | { level: 'warn'; text: string } | { level: 'refuse'; text: string };

/** "2.5" for 25/10: the ratio with one decimal, rounded down. */
function ratioText(price: bigint, reference: bigint): string {
  const tenths = (price * 10n) / reference;
  const whole = tenths / 10n;
  const frac = tenths % 10n;
  return frac === 0n ? whole.toString() : `${whole}.${frac}`;
}

export function guardCustomPrice(price: bigint, recommended: bigint | null): FeeGuard {
  if (recommended === null || recommended <= 0n) return { level: 'ok' };
  if (price > recommended * REFUSE_FACTOR)
    return {
      level: 'refuse',
      text:
        `This fee price is ${ratioText(price, recommended)} times the Recommended one: more than ` +
        `${REFUSE_FACTOR} times is refused. Enter a lower price.`,
    };
  if (price > recommended * WARN_FACTOR)
    return {
      level: 'warn',
      text:
        `This fee is ${ratioText(price, recommended)} times the Recommended one. ` +
        'You pay all of it even though the Recommended fee is enough to be confirmed.',
    };
  return { level: 'ok' };
}
