/**
 * Fee info per EVM chain: a gas multiplier and a max priority fee. The spec gives the multiplier 1.3 for
 * ethereum and polygon and "1001 for one chain" as max priority fee without naming it: we choose polygon,
 * in gwei, where priority fees in the hundreds of gwei are normal during congestion (on ethereum 1001 gwei
 * would be absurd). Values are decimal strings so clients can do exact bigint math.
 */
import { CHAINS } from '@kestrel/chains';

export interface FeeInfo {
  /** Factor applied to the estimated gas, as a decimal string. */
  multiplier: string;
  /** Cap on maxPriorityFeePerGas in gwei, as a decimal string; null leaves the node's suggestion. */
  maxPriorityFee: string | null;
}

export const DEFAULT_MULTIPLIER = '1';
export const FEE_INFO_OVERRIDES: Readonly<Record<string, Partial<FeeInfo>>> = {
  ethereum: { multiplier: '1.3' },
  polygon: { multiplier: '1.3', maxPriorityFee: '1001' },
};

/** Clients may keep the answer 8 hours (the spec's refetch interval). */
export const FEE_INFO_MAX_AGE_SECONDS = 8 * 60 * 60;

export function feeInfoByChain(
  chains: ReadonlyArray<{ chain_name: string; evmChainId?: number }> = CHAINS,
): Record<string, FeeInfo> {
  const out: Record<string, FeeInfo> = {};
  for (const c of chains) {
    // Fee info is about gas prices: chains with an EVM chain id.
    if (c.evmChainId === undefined) continue;
    out[c.chain_name] = {
      multiplier: FEE_INFO_OVERRIDES[c.chain_name]?.multiplier ?? DEFAULT_MULTIPLIER,
      maxPriorityFee: FEE_INFO_OVERRIDES[c.chain_name]?.maxPriorityFee ?? null,
    };
  }
  return out;
}
