/** The L1 data fee of OP-stack chains: GasPriceOracle.getL1Fee(unsigned serialized tx). */
import { decodeFunctionResult, encodeFunctionData, serializeTransaction, type Hex } from 'viem';
import { ethCall } from './calls';
import type { EvmContext } from './context';
import { gasPriceOracleAbi } from './contracts';
import { GAS_PRICE_ORACLE, OP_STACK_CHAINS } from './rules';
import { toViemTransaction, type EvmTxPayload } from './payload';

export function hasL1Fee(ctx: EvmContext): boolean {
  return OP_STACK_CHAINS.has(ctx.chain.chain_name);
}

export async function l1Fee(ctx: EvmContext, tx: EvmTxPayload): Promise<bigint> {
  if (!hasL1Fee(ctx)) return 0n;
  const unsigned = serializeTransaction(toViemTransaction(tx)) as Hex;
  const data = encodeFunctionData({ abi: gasPriceOracleAbi, functionName: 'getL1Fee', args: [unsigned] });
  const out = await ethCall(ctx, GAS_PRICE_ORACLE, data);
  return decodeFunctionResult({ abi: gasPriceOracleAbi, functionName: 'getL1Fee', data: out });
}
