/** The stored pending entry of a just-broadcast transfer on a chain without account nonces (spec §4). */
import type { PendingEntry, PreparedTransfer, SignedTx } from '../adapter-types';
import { explorerTxUrl } from '../registry/index';
import type { ChainInfo, NetworkName } from '../registry/types';

export function plainPendingEntry(
  chain: ChainInfo,
  network: NetworkName,
  signed: SignedTx,
  prepared: PreparedTransfer,
  now: () => number = Date.now,
): PendingEntry {
  const { from, to } = prepared.intent;
  return {
    amount: prepared.amount.toString(),
    link: `${signed.hash.slice(0, 13)}...`,
    url: explorerTxUrl(chain, signed.hash, network),
    status: 'PENDING',
    date: new Date(now()).toISOString(),
    from,
    to,
    totalCourse: '0$',
    extraPendingTransactionData: { txHash: signed.hash, value: prepared.amount.toString(), from, to },
  };
}
