/** The unsigned extrinsic of exactly what was prepared: its call, signed extensions and signing payload. */
import { hex } from '@scure/base';
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import type { ChainInfo } from '../../../registry/types';
import { signingPayload } from './extrinsic';
import { polkadotPrepared, type PolkadotPrepared } from './payload';
import { NO_BUILD } from './rules';

export interface PolkadotTxPayload {
  prepared: PolkadotPrepared;
  /** What the sender signs (hex). */
  signingPayload: string;
  fee: bigint;
}

export function buildTransaction(
  chain: ChainInfo,
  prepared: PreparedTransfer,
): UnsignedTx<PolkadotTxPayload> {
  const p = polkadotPrepared(prepared);
  if (p.call.value !== prepared.amount) throw new Error(NO_BUILD);
  if (p.call.value <= 0n) throw new Error('The amount must be greater than zero');
  return {
    chain_name: chain.chain_name,
    family: 'polkadot',
    payload: {
      prepared: p,
      signingPayload: hex.encode(signingPayload(p.call, p.extensions)),
      fee: prepared.fee,
    },
  };
}
