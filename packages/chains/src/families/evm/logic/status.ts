/** Status rules of spec §4: receipt flag; token transfers SUCCESS past 14 confirmations (viction: fixed 20). */
import type { TxStatus } from '../../../adapter-types';
import type { ChainName } from '../../../registry/types';
import type { ExplorerTx } from '../network/index';
import { TOKEN_CONFIRMATIONS_NEEDED, VICTION_TOKEN_CONFIRMATIONS } from './rules';

export function receiptStatus(success: boolean): TxStatus {
  return success ? 'SUCCESS' : 'FAIL';
}

export function tokenTransferStatus(chain: ChainName, confirmations: number | undefined): TxStatus {
  const c = chain === 'viction' ? VICTION_TOKEN_CONFIRMATIONS : confirmations;
  // An explorer that lists a transfer without a confirmation count lists mined transfers only.
  if (c === undefined) return 'SUCCESS';
  return c > TOKEN_CONFIRMATIONS_NEEDED ? 'SUCCESS' : 'PENDING';
}

export function explorerRowStatus(chain: ChainName, tx: ExplorerTx): TxStatus {
  if (tx.pending) return 'PENDING';
  if (tx.token) return tokenTransferStatus(chain, tx.confirmations);
  return receiptStatus(tx.success !== false);
}
