/**
 * Fee rates and estimates (spec §9): the provider's rate (default 20 sat/vB) times 1.4 (Normal)
 * and 1.65 (Recommended); rates of 0 or 1 are 'Invalid fees'; at most 10000 sat/vB.
 */
import { applyMaxRule } from '../../../max-rule';
import type { UtxoContext } from './context';
import { parseUtxoAddress } from './address';
import { selectCoins, InsufficientBalanceError, type Selection } from './select';
import type { UtxoTxInput } from './payload';
import {
  DEFAULT_FEE_RATE,
  DOGE_MIN_FEE_PER_KB,
  INVALID_FEES,
  MAX_FEE_RATE,
  minimumFeeRate,
  NORMAL_MULTIPLIER,
  RECOMMENDED_MULTIPLIER,
  dustLimit,
  type OutputKind,
} from './rules';

export interface FeeRates {
  /** The provider's rate, sat/vB (DEFAULT_FEE_RATE when none answered). */
  base: number;
  normal: bigint;
  recommended: bigint;
}

export function maxFeeRate(ctx: UtxoContext): bigint {
  return BigInt(ctx.config.maxFeeRate ?? MAX_FEE_RATE);
}

function scaled(ctx: UtxoContext, rate: number, multiplier: number): bigint {
  const r = BigInt(Math.ceil(rate * multiplier));
  const min = BigInt(minimumFeeRate(ctx.coin));
  const max = maxFeeRate(ctx);
  return r < min ? min : r > max ? max : r;
}

export async function feeRates(ctx: UtxoContext): Promise<FeeRates> {
  const base = await ctx.providers.read('fee rate', (p) => p.feeRate()).catch(() => DEFAULT_FEE_RATE);
  const rate = Number.isFinite(base) && base > 0 ? base : DEFAULT_FEE_RATE;
  const m = ctx.config.feeInfo?.[ctx.chain.chain_name]?.multiplier;
  return {
    base: rate,
    normal: scaled(ctx, rate, NORMAL_MULTIPLIER),
    recommended: scaled(ctx, rate, m ?? RECOMMENDED_MULTIPLIER),
  };
}

/** Checks a chosen rate: 0 or 1 is 'Invalid fees' (spec §8); above the maximum is refused. */
export function checkFeeRate(ctx: UtxoContext, rate: bigint): bigint {
  if (rate <= 1n) throw new Error(INVALID_FEES);
  if (rate > maxFeeRate(ctx))
    throw new Error(`${INVALID_FEES}: above the maximum of ${maxFeeRate(ctx)} sat/vB`);
  const min = BigInt(minimumFeeRate(ctx.coin));
  return rate < min ? min : rate;
}

/** Dogecoin pays per kB of size at least 0.01 DOGE/kB; other coins have no floor beyond the rate. */
export function minFeeFor(ctx: UtxoContext): ((vsize: number) => bigint) | undefined {
  return ctx.coin === 'dogecoin'
    ? (vsize) => (BigInt(vsize) * DOGE_MIN_FEE_PER_KB + 999n) / 1000n
    : undefined;
}

export function outputKind(type: string): OutputKind {
  return type === 'sh'
    ? 'sh'
    : type === 'wpkh'
      ? 'wpkh'
      : type === 'tr'
        ? 'tr'
        : type === 'wsh'
          ? 'wsh'
          : 'pkh';
}

export interface PlanInput {
  coins: UtxoTxInput[];
  to: string;
  changeAddress: string;
  amount: bigint;
  feeRate: bigint;
  max?: boolean;
}

/**
 * Selects coins; when amount plus fee exceeds what the coins hold but the amount alone does not,
 * sends the balance minus the fee (spec §4/§5 max mode).
 */
export function plan(ctx: UtxoContext, p: PlanInput): Selection<UtxoTxInput> & { isMax: boolean } {
  const to = parseUtxoAddress(ctx.chain, p.to, ctx.network);
  const change = parseUtxoAddress(ctx.chain, p.changeAddress, ctx.network);
  const total = p.coins.reduce((t, c) => t + c.value, 0n);
  const base = {
    coins: p.coins,
    amount: p.amount,
    feeRate: p.feeRate,
    recipientScriptLength: to.script.length,
    changeScriptLength: change.script.length,
    changeDust: dustLimit(ctx.coin, outputKind(change.type)),
    minFee: minFeeFor(ctx),
  };
  const max = p.max || p.amount >= total;
  if (!max) {
    try {
      return { ...selectCoins(base), isMax: false };
    } catch (e) {
      if (!(e instanceof InsufficientBalanceError)) throw e;
    }
  }
  const all = selectCoins({ ...base, max: true });
  if (all.amount < dustLimit(ctx.coin, outputKind(to.type))) throw new InsufficientBalanceError();
  if (p.max) return { ...all, isMax: true };
  // The shared max rule (max-rule.ts), with the fee of spending every coin without change.
  const rule = applyMaxRule(p.amount, all.fee, total);
  return { ...all, amount: rule.amount, isMax: rule.isMax };
}
