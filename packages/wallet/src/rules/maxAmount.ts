/** The transfer's max-amount logic (spec §4 fee estimation), in bigint smallest units. */
import { applyMaxRule } from '@kestrel/chains';

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
  // Send-funds mode with a changed amount sends everything there is: the rule on the whole balance.
  const sendFundsChanged = i.isSendFunds && amount !== big(i.initialAmount);
  const r = applyMaxRule(sendFundsChanged ? balance + 1n : amount, fee, balance);
  return { amount: r.amount.toString(), isMax: r.isMax };
}
