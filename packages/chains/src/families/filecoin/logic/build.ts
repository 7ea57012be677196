/** The unsigned Filecoin message of exactly what was prepared: no reads, nothing chosen again. */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import { INSUFFICIENT_BALANCE } from './errors';
import { filecoinPrepared } from './payload';
import type { FilecoinUnsigned } from './sign';

export function buildTransaction(prepared: PreparedTransfer): UnsignedTx<FilecoinUnsigned> {
  const p = filecoinPrepared(prepared);
  if (!p.message) throw new Error(INSUFFICIENT_BALANCE);
  const m = p.message;
  // The message must say what the review said (a payload edited since is refused).
  if (
    m.value !== prepared.amount.toString() ||
    BigInt(m.gasLimit) * BigInt(m.gasFeeCap) !== prepared.fee ||
    m.to !== prepared.intent.to ||
    m.from !== prepared.intent.from
  )
    throw new Error('The Filecoin message does not match the reviewed transfer');
  return {
    chain_name: prepared.chain_name,
    family: 'filecoin',
    payload: { message: structuredClone(m), network: p.network },
  };
}
