/**
 * The max rule (app-layer §4 "Fee estimation rules"), once for every family and the wallet: when
 * amount + fee exceeds the balance, the amount becomes balance − fee (never below zero), max on.
 */
export function applyMaxRule(
  amount: bigint,
  fee: bigint,
  balance: bigint,
): { amount: bigint; isMax: boolean } {
  if (amount + fee <= balance) return { amount, isMax: false };
  const left = balance - fee;
  return { amount: left > 0n ? left : 0n, isMax: true };
}
