/**
 * Fee inputs (spec §3 "EVM fee result", §4, §9): gas price with fallback to the explorer's gas
 * API, priority fee, gas limit and nonce. prepare.ts puts them together with the max rule.
 */
import { blockscoutGasPrice, etherscanGasPrice } from '../network/index';
import { estimateGas, getGasPrice, getNonce } from './calls';
import type { EvmContext } from './context';
import { capPriorityFee, type2Fees } from './fee-math';
import type { FeeMarket } from './fee-market';
import type { IntentCall } from './intent';
import type { EvmTxPayload, EvmTxType } from './payload';
import { batchExtraGas, explorerKind, LEGACY_GAS_CHAINS } from './rules';

/** 7702 authorization cost (EIP-7702 PER_EMPTY_ACCOUNT_COST) plus room for the delegate's loop. */
const BATCH_OVERHEAD_GAS = 25_000n + 20_000n;
/**
 * Inside the delegate a call carrying value is a CALL opcode, which pays 25,000 more when the
 * receiver is a new account (a top-level transaction, which the per-call estimate is, does not):
 * without it a batch paying fresh addresses ran out of gas.
 */
const BATCH_VALUE_CALL_GAS = 25_000n;

export function txTypeFor(ctx: EvmContext, call: IntentCall): EvmTxType {
  if (call.batch) return 'eip7702';
  return LEGACY_GAS_CHAINS.has(ctx.chain.chain_name) ? 'legacy' : 'eip1559';
}

/** Base gas price: the node first, then the explorer's gas API; else 'Fee data not available'. */
export async function baseGasPrice(ctx: EvmContext): Promise<bigint> {
  const price = await getGasPrice(ctx).catch(async () => {
    const h = { fetch: ctx.fetch, timeoutMs: ctx.explorerTimeoutMs, apiKey: ctx.config.apiKeys?.etherscan };
    for (const base of ctx.explorers) {
      try {
        const kind = explorerKind(ctx.chain.chain_name);
        if (kind === 'etherscan') return await etherscanGasPrice(base, ctx.chainId, h);
        if (kind === 'blockscout') return await blockscoutGasPrice(base, h);
      } catch {
        // try the next explorer
      }
    }
    return undefined;
  });
  if (price === undefined || price <= 0n) throw new Error('Fee data not available');
  return price;
}

export async function pendingNonce(ctx: EvmContext, address: string): Promise<number> {
  try {
    return Number(await getNonce(ctx, address, 'pending'));
  } catch {
    throw new Error('Not found node');
  }
}

/** Gas limit for the call; a batch sums its calls' estimates plus the authorization overhead. */
export async function gasLimitFor(
  ctx: EvmContext,
  from: string,
  call: IntentCall,
  balance?: bigint,
): Promise<bigint> {
  if (call.batch) {
    const parts = await Promise.all(
      call.batch.map(
        async (c) => (await estimateGas(ctx, { from, ...c })) + (c.value > 0n ? BATCH_VALUE_CALL_GAS : 0n),
      ),
    );
    return parts.reduce((a, b) => a + b, 0n) + BATCH_OVERHEAD_GAS + batchExtraGas(ctx.chain.chain_name);
  }
  // Native gas does not depend on the amount; estimating with more than the balance would fail.
  const value = balance !== undefined && call.value > balance ? 0n : call.value;
  return estimateGas(ctx, { from, to: call.to, value, data: call.data });
}

/**
 * The price-dependent fields of a transaction: legacy gasPrice, or type-2 fees. A fee option's
 * price gets the headroom rule (type2Fees); a custom price is the max fee per gas the person
 * typed, with the suggested tip (capped) below it.
 */
export function priceFields(
  type: EvmTxType,
  price: bigint,
  market: FeeMarket | undefined,
  tipCap: bigint | undefined,
  custom = false,
): Pick<EvmTxPayload, 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'> {
  if (type === 'legacy') return { gasPrice: price };
  if (market && custom) {
    const tip = tipCap !== undefined && tipCap < market.tip ? tipCap : market.tip;
    return { maxFeePerGas: price, maxPriorityFeePerGas: capPriorityFee(tip, price) };
  }
  if (market) return type2Fees(price, market, tipCap);
  // No base fee in the latest block: the price is the max fee, the tip stays below it.
  const tip = tipCap !== undefined && tipCap < price ? tipCap : price;
  return { maxFeePerGas: price, maxPriorityFeePerGas: capPriorityFee(tip, price) };
}

export function payloadFor(
  ctx: EvmContext,
  from: string,
  call: IntentCall,
  o: { nonce: number; gas: bigint; price: bigint; market?: FeeMarket; tipCap?: bigint; custom?: boolean },
): EvmTxPayload {
  const type = txTypeFor(ctx, call);
  return {
    type,
    chainId: ctx.chainId,
    from: from as `0x${string}`,
    nonce: o.nonce,
    to: call.to,
    value: call.value,
    data: call.data,
    gas: o.gas,
    ...priceFields(type, o.price, o.market, o.tipCap, o.custom),
  };
}
