/** The Polkadot part of a prepared transfer: everything the extrinsic needs, fixed at review. */
import type { PreparedTransfer } from '../../../adapter-types';
import type { SignedExtensions, TransferCall } from './extrinsic';

export interface PolkadotPrepared {
  /** The sender's account id (hex) and the transfer call (amount as it will be sent). */
  signer: string;
  call: TransferCall;
  extensions: SignedExtensions;
  /** What a keep-alive transfer may spend (free − what must stay): the max rule's balance. */
  spendable: bigint;
}

export function polkadotPrepared(prepared: PreparedTransfer): PolkadotPrepared {
  const p = prepared.payload as Partial<PolkadotPrepared> | undefined;
  if (!p || typeof p.signer !== 'string' || !p.call || !p.extensions || typeof p.spendable !== 'bigint')
    throw new Error('Not a prepared Polkadot transfer');
  return p as PolkadotPrepared;
}
