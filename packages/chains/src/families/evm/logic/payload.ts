/** The unsigned EVM transaction Kestrel builds, and its viem form for serialization. */
import type { Hex, SignedAuthorization, TransactionSerializable } from 'viem';

export type EvmTxType = 'legacy' | 'eip1559' | 'eip7702';

export interface EvmTxPayload {
  type: EvmTxType;
  chainId: number;
  from: Hex;
  nonce: number;
  /** null: a contract creation. */
  to: Hex | null;
  value: bigint;
  data: Hex;
  gas: bigint;
  /** legacy */
  gasPrice?: bigint;
  /** eip1559 / eip7702 */
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** eip7702: delegate the sender to this contract; signed together with the transaction. */
  delegate?: { address: Hex; chainId: number; nonce: number };
}

export function toViemTransaction(
  tx: EvmTxPayload,
  authorizationList?: SignedAuthorization[],
): TransactionSerializable {
  const base = {
    chainId: tx.chainId,
    nonce: tx.nonce,
    ...(tx.to ? { to: tx.to } : {}),
    value: tx.value,
    data: tx.data,
    gas: tx.gas,
  };
  if (tx.type === 'legacy') return { ...base, type: 'legacy', gasPrice: tx.gasPrice ?? 0n };
  const fees = { maxFeePerGas: tx.maxFeePerGas ?? 0n, maxPriorityFeePerGas: tx.maxPriorityFeePerGas ?? 0n };
  if (tx.type === 'eip7702') {
    // An unsigned authorization is serialized with an empty signature (for fee estimates).
    const list =
      authorizationList ??
      (tx.delegate ? [{ ...tx.delegate, r: '0x0' as Hex, s: '0x0' as Hex, yParity: 0 }] : []);
    return { ...base, ...fees, type: 'eip7702', authorizationList: list };
  }
  return { ...base, ...fees, type: 'eip1559' };
}
