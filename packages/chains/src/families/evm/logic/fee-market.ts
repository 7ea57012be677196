/**
 * What the network charges now, for type-2 fees: the latest block's base fee and a suggested
 * priority fee (the node's eth_maxPriorityFeePerGas, else the median reward of the last blocks
 * from eth_feeHistory, else what the gas price pays above the base fee). And the chain's fee info
 * (multiplier, max priority fee), read from the configuration or the wallet's fee-info source.
 */
import type { FeeInfo } from '../../../adapter-types';
import { quantity } from '../network/index';
import { z } from './calls';
import type { EvmContext } from './context';
import { defaultMaxPriorityFee, defaultMultiplier } from './rules';

export interface FeeMarket {
  /** The latest block's base fee per gas. */
  baseFee: bigint;
  /** The suggested priority fee per gas. */
  tip: bigint;
}

const blockSchema = z.object({ baseFeePerGas: quantity.nullable().optional() }).nullable();
const feeHistorySchema = z.object({ reward: z.array(z.array(quantity)).optional() });

/** Blocks and percentile of the fee-history fallback: the median tip of the last five blocks. */
const HISTORY_BLOCKS = 5;
const HISTORY_PERCENTILE = 50;

export async function latestBaseFee(ctx: EvmContext): Promise<bigint | null> {
  const block = await ctx.rpc.call('eth_getBlockByNumber', ['latest', false], blockSchema);
  return block?.baseFeePerGas ?? null;
}

async function historyTip(ctx: EvmContext): Promise<bigint | null> {
  const h = await ctx.rpc.call(
    'eth_feeHistory',
    [`0x${HISTORY_BLOCKS.toString(16)}`, 'latest', [HISTORY_PERCENTILE]],
    feeHistorySchema,
  );
  const tips = (h.reward ?? []).map((r) => r[0]).filter((t): t is bigint => t !== undefined);
  if (!tips.length) return null;
  tips.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return tips[Math.floor(tips.length / 2)] ?? null;
}

/** The fee market of a type-2 chain, or null when its latest block has no base fee. */
export async function feeMarket(ctx: EvmContext, gasPrice: bigint): Promise<FeeMarket | null> {
  const baseFee = await latestBaseFee(ctx).catch(() => null);
  if (baseFee === null) return null;
  const tip =
    (await ctx.rpc.call('eth_maxPriorityFeePerGas', [], quantity).catch(() => null)) ??
    (await historyTip(ctx).catch(() => null)) ??
    (gasPrice > baseFee ? gasPrice - baseFee : 0n);
  return { baseFee, tip };
}

/** The chain's resolved fee info: multiplier (spec default when none) and max priority fee cap. */
export interface ResolvedFeeInfo {
  multiplier: number;
  maxPriorityFee?: bigint;
}

/**
 * Fixed configuration first, then the wallet's source (product API, refetched at most every 8
 * hours). A source that fails leaves the spec's defaults: fee info tunes fees, it never blocks a send.
 */
export async function feeInfoOf(ctx: EvmContext): Promise<ResolvedFeeInfo> {
  const name = ctx.chain.chain_name;
  let fi: FeeInfo | undefined = ctx.config.feeInfo?.[name];
  if (!fi && ctx.config.feeInfoSource) fi = await ctx.config.feeInfoSource(name).catch(() => undefined);
  const multiplier =
    fi?.multiplier !== undefined && Number.isFinite(fi.multiplier) && fi.multiplier > 0
      ? fi.multiplier
      : defaultMultiplier(name);
  // The spec's default cap (polygon: 1001 gwei) when fee info gives none.
  const cap =
    fi?.maxPriorityFee !== undefined && fi.maxPriorityFee > 0n
      ? fi.maxPriorityFee
      : defaultMaxPriorityFee(name);
  return { multiplier, ...(cap !== undefined ? { maxPriorityFee: cap } : {}) };
}
