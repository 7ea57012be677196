/** What a prepared Filecoin transfer carries: public data only, all text (JSON-safe). */
import type { PreparedTransfer } from '../../../adapter-types';
import type { NetworkName } from '../../../registry/types';
import type { FilecoinMessage } from './message';

export interface FilecoinPrepared {
  network: NetworkName;
  nonce: string;
  gasLimit: string;
  gasPremium: string;
  method: number;
  balance: string;
  /** The least fee cap taken (attoFIL per gas unit): the protocol's lowest base fee and the premium. */
  minFeeCap: string;
  /** Where the gas figures came from, for the docs and the review ('node' or the spec's 'scan' fallback). */
  gasSource: 'node' | 'scan';
  /** The message to sign; null when nothing is left to send once the fee is paid. */
  message: FilecoinMessage | null;
}

export function filecoinPrepared(p: PreparedTransfer): FilecoinPrepared {
  const t = p.payload as FilecoinPrepared | undefined;
  if (!t || typeof t !== 'object' || !('minFeeCap' in t)) throw new Error('Not a Filecoin prepared transfer');
  return t;
}
