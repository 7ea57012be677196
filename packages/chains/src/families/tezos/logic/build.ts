/** The unsigned Tezos operation of exactly what was prepared: no reads, nothing chosen again. */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import { tezosPrepared } from './payload';
import type { TezosUnsigned } from './sign';

export function buildTransaction(prepared: PreparedTransfer): UnsignedTx<TezosUnsigned> {
  const p = tezosPrepared(prepared);
  if (!p.operation) throw new Error('Insufficient balance: nothing is left to send once the fee is paid');
  const tx = p.operation.contents[p.operation.contents.length - 1]!;
  const fee = p.operation.contents.reduce((sum, c) => sum + BigInt(c.fee), 0n);
  // The operation must say what the review said (a payload edited since is refused).
  if (
    tx.kind !== 'transaction' ||
    tx.amount !== prepared.amount.toString() ||
    fee + BigInt(p.burn) !== prepared.fee
  )
    throw new Error('The Tezos operation does not match the reviewed transfer');
  return {
    chain_name: prepared.chain_name,
    family: 'tezos',
    payload: { operation: structuredClone(p.operation), publicKey: p.publicKeyHex },
  };
}
