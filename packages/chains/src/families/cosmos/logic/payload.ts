/** The Cosmos-family part of a prepared transfer: everything the transaction needs, fixed at review. */
import type { PreparedTransfer } from '../../../adapter-types';

export interface CosmosPrepared {
  chainId: string;
  accountNumber: bigint;
  /** The account's sequence the transaction signs with. */
  sequence: bigint;
  from: string;
  to: string;
  denom: string;
  /** The amount as it will be sent (smallest unit). */
  amount: bigint;
  memo?: string;
  /** Cosmos: the simulated gas × 1.4; THORChain: a fixed execution bound. */
  gasLimit: bigint;
  /** Cosmos: the fee is paid in the fee field (uatom); THORChain: the chain takes its native fee. */
  feeInTx: boolean;
  /** The native balance the max rule counts. */
  spendable: bigint;
}

export function cosmosPrepared(prepared: PreparedTransfer): CosmosPrepared {
  const p = prepared.payload as Partial<CosmosPrepared> | undefined;
  if (!p || typeof p.chainId !== 'string' || typeof p.sequence !== 'bigint' || typeof p.gasLimit !== 'bigint')
    throw new Error('Not a prepared Cosmos transfer');
  return p as CosmosPrepared;
}
