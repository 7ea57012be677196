/** The unsigned Aptos transfer of exactly what was prepared: no reads, nothing chosen again. */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import { aptosPrepared } from './payload';
import type { AptosTransfer } from './transaction';

export interface AptosUnsigned {
  /** Decimal text of every field (bigints do not survive structured storage everywhere). */
  transfer: Record<keyof Omit<AptosTransfer, 'chainId'>, string> & { chainId: number };
  /** Hex of the sender's ed25519 public key, when known at preparation (else the signer's is used). */
  publicKey: string | null;
}

export function buildTransaction(prepared: PreparedTransfer): UnsignedTx<AptosUnsigned> {
  const p = aptosPrepared(prepared);
  if (!p.transfer) throw new Error('Insufficient balance: nothing is left to send once the fee is paid');
  // The transfer must say what the review said (a payload edited since is refused).
  if (
    p.transfer.amount !== prepared.amount.toString() ||
    BigInt(p.maxGasAmount) * BigInt(p.transfer.gasUnitPrice) !== prepared.fee ||
    p.transfer.to !== prepared.intent.to ||
    p.sender !== prepared.intent.from
  )
    throw new Error('The Aptos transaction does not match the reviewed transfer');
  return {
    chain_name: prepared.chain_name,
    family: 'aptos',
    payload: {
      transfer: {
        sender: p.sender,
        sequenceNumber: p.sequenceNumber,
        to: p.transfer.to,
        amount: p.transfer.amount,
        maxGasAmount: p.maxGasAmount,
        gasUnitPrice: p.transfer.gasUnitPrice,
        expirationTimestampSecs: p.expirationTimestampSecs,
        chainId: p.chainId,
      },
      publicKey: p.publicKeyHex,
    },
  };
}
