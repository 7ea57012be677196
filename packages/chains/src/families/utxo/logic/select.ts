/**
 * Coin selection: largest coins first until amount and fee are covered; change only when it is
 * above the dust limit (else it goes to the fee). Max mode spends every coin with no change.
 * Pure: no I/O, bigint satoshis.
 */
import { estimateVsize, feeFor, type InputType } from './sizes';
import { INSUFFICIENT_BALANCE } from './rules';

export interface Coin {
  txid: string;
  vout: number;
  value: bigint;
  type: InputType;
}

export interface SelectionInput<C extends Coin> {
  coins: C[];
  amount: bigint;
  /** sat/vB. */
  feeRate: bigint;
  recipientScriptLength: number;
  changeScriptLength: number;
  /** Smallest change output worth creating. */
  changeDust: bigint;
  /** Spend everything to the recipient (amount is ignored). */
  max?: boolean;
  /** Lowest absolute fee (e.g. Dogecoin's per-kB rule), applied after the rate. */
  minFee?: (vsize: number) => bigint;
}

export interface Selection<C extends Coin> {
  inputs: C[];
  amount: bigint;
  fee: bigint;
  /** 0n when there is no change output. */
  change: bigint;
  vsize: number;
}

export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
  constructor() {
    super(INSUFFICIENT_BALANCE);
  }
}

function feeOf<C extends Coin>(
  s: SelectionInput<C>,
  inputs: C[],
  withChange: boolean,
): { fee: bigint; vsize: number } {
  const outs = withChange ? [s.recipientScriptLength, s.changeScriptLength] : [s.recipientScriptLength];
  const vsize = estimateVsize(
    inputs.map((c) => c.type),
    outs,
  );
  const byRate = feeFor(vsize, s.feeRate);
  const floor = s.minFee?.(vsize) ?? 0n;
  return { fee: byRate > floor ? byRate : floor, vsize };
}

export function selectCoins<C extends Coin>(s: SelectionInput<C>): Selection<C> {
  const sorted = [...s.coins].sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0));
  if (s.max) {
    const total = sorted.reduce((t, c) => t + c.value, 0n);
    const { fee, vsize } = feeOf(s, sorted, false);
    if (sorted.length === 0 || total - fee <= 0n) throw new InsufficientBalanceError();
    return { inputs: sorted, amount: total - fee, fee, change: 0n, vsize };
  }
  if (s.amount <= 0n) throw new Error('The amount must be greater than zero');
  const chosen: C[] = [];
  let total = 0n;
  for (const coin of sorted) {
    chosen.push(coin);
    total += coin.value;
    const withChange = feeOf(s, chosen, true);
    const change = total - s.amount - withChange.fee;
    if (change >= s.changeDust)
      return { inputs: [...chosen], amount: s.amount, fee: withChange.fee, change, vsize: withChange.vsize };
    const noChange = feeOf(s, chosen, false);
    // Leftover below the dust limit is added to the fee rather than paid out as change.
    if (total - s.amount >= noChange.fee) {
      return {
        inputs: [...chosen],
        amount: s.amount,
        fee: total - s.amount,
        change: 0n,
        vsize: noChange.vsize,
      };
    }
  }
  throw new InsufficientBalanceError();
}
