/**
 * The prepared transfer behind the transfer screen's review, kept beside the store (it holds
 * bigint and a family-owned payload, which Redux state must not). The send signs this very
 * transfer when it still matches what the person asked for.
 */
import type { BatchCall, PreparedTransfer } from '@kestrel/chains';
import type { FlowEnv } from './flowEnv';
import type { TransferKind } from './transferIntent';

export interface TransferDraft {
  coinId: string;
  kind: TransferKind;
  prepared: PreparedTransfer;
}

const drafts = new WeakMap<object, TransferDraft>();

/** Drafts live per store (one per session), so a new session never signs an old review. */
const keyOf = (env: FlowEnv): object => env.getState;

export function saveDraft(env: FlowEnv, draft: TransferDraft): void {
  drafts.set(keyOf(env), draft);
}

export function clearDraft(env: FlowEnv): void {
  drafts.delete(keyOf(env));
}

/** The draft for this coin, kind, receiver and requested amount, if the review was of exactly that. */
export function matchingDraft(
  env: FlowEnv,
  coinId: string,
  kind: TransferKind,
  to: string,
  requestedAmount: bigint,
  calls?: BatchCall[],
  memo?: string,
): PreparedTransfer | null {
  const d = drafts.get(keyOf(env));
  if (!d || d.coinId !== coinId || d.kind !== kind) return null;
  const p = d.prepared;
  // After a max review the screen shows the reduced amount: that is the same review.
  if (p.requestedAmount !== requestedAmount && p.amount !== requestedAmount) return null;
  if (kind !== 'batch' && p.intent.to.toLowerCase() !== to.trim().toLowerCase()) return null;
  if (callsKey(p.intent.calls) !== callsKey(calls)) return null;
  if ((p.intent.memo ?? '') !== (memo ?? '')) return null;
  return p;
}

/** A batch's calls compared by receiver, amount and asset. */
function callsKey(calls: BatchCall[] | undefined): string {
  return (calls ?? [])
    .map((c) => {
      const asset = c.asset && c.asset.kind !== 'native' ? c.asset.contract.toLowerCase() : '';
      return `${c.to.toLowerCase()}:${c.amount}:${asset}`;
    })
    .join('|');
}
