/** Typed JSON-RPC reads shared by the logic modules. */
import { z } from 'zod';
import type { Hex } from 'viem';
import {
  hexData,
  quantity,
  receiptSchema,
  transactionSchema,
  type RpcReceipt,
  type RpcTransaction,
} from '../network/index';
import type { EvmContext } from './context';

export function ethCall(ctx: EvmContext, to: string, data: Hex): Promise<Hex> {
  return ctx.rpc.call('eth_call', [{ to, data }, 'latest'], hexData);
}

export function getNativeBalance(ctx: EvmContext, address: string): Promise<bigint> {
  return ctx.rpc.call('eth_getBalance', [address, 'latest'], quantity);
}

export function getGasPrice(ctx: EvmContext): Promise<bigint> {
  return ctx.rpc.call('eth_gasPrice', [], quantity);
}

export function getNonce(
  ctx: EvmContext,
  address: string,
  block: 'pending' | 'latest' = 'pending',
): Promise<bigint> {
  return ctx.rpc.call('eth_getTransactionCount', [address, block], quantity);
}

export function getReceipt(ctx: EvmContext, hash: string): Promise<RpcReceipt | null> {
  return ctx.rpc.call('eth_getTransactionReceipt', [hash], receiptSchema);
}

export function getTransaction(ctx: EvmContext, hash: string): Promise<RpcTransaction | null> {
  return ctx.rpc.call('eth_getTransactionByHash', [hash], transactionSchema);
}

export function getBlockNumber(ctx: EvmContext): Promise<bigint> {
  return ctx.rpc.call('eth_blockNumber', [], quantity);
}

export function getCode(ctx: EvmContext, address: string): Promise<Hex> {
  return ctx.rpc.call('eth_getCode', [address, 'latest'], hexData);
}

export function estimateGas(
  ctx: EvmContext,
  tx: { from: string; to: string | null; value?: bigint; data?: Hex; authorizationList?: unknown[] },
): Promise<bigint> {
  // No `to`: a contract creation's gas.
  const call: Record<string, unknown> = {
    from: tx.from,
    ...(tx.to ? { to: tx.to } : {}),
    data: tx.data ?? '0x',
  };
  if (tx.value) call.value = `0x${tx.value.toString(16)}`;
  if (tx.authorizationList) call.authorizationList = tx.authorizationList;
  return ctx.rpc.call('eth_estimateGas', [call], quantity);
}

export const maybeQuantity = quantity.nullable().optional();
export { z };
