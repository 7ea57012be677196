/** The transfer's max-amount logic (spec §4 fee estimation), in bigint smallest units. */

export interface MaxAmountInput {
  /** All values are smallest-unit integers as decimal text or bigint. */
  amount: bigint | string;
  initialAmount: bigint | string;
  fee: bigint | string;
  balance: bigint | string;
  isSendFunds: boolean;
  /** Tokens pay the fee in the native coin: no max logic. */
  isToken: boolean;
}

export interface MaxAmountResult {
  amount: string;
  isMax: boolean;
}

const big = (v: bigint | string): bigint => (typeof v === 'bigint' ? v : BigInt(v || '0'));

/** Amount plus fee above the balance, or send-funds mode with a changed amount: balance minus fee, isMax. */
export function applyMaxAmount(i: MaxAmountInput): MaxAmountResult {
  const amount = big(i.amount);
  if (i.isToken) return { amount: amount.toString(), isMax: false };
  const fee = big(i.fee);
  const balance = big(i.balance);
  const overBalance = amount + fee > balance;
  const sendFundsChanged = i.isSendFunds && amount !== big(i.initialAmount);
  if (overBalance || sendFundsChanged) {
    const max = balance - fee;
    return { amount: (max > 0n ? max : 0n).toString(), isMax: true };
  }
  return { amount: amount.toString(), isMax: false };
}
