/**
 * Waiting for confirmation (spec §4): every 10 s up to 5 times; done when the wallet's sequence
 * number advances past the message's. The receipt then tells whether the wallet's transaction
 * sent its message (a skipped send is a failure, not a success).
 */
import { Address } from '@ton/core';
import type { ConfirmResult, PendingEntry } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import { redactUrl } from '../../../net/errors';
import { rawTransactions } from '../network/index';
import { walletInfo } from './account';
import type { TonContext } from './context';
import { MESSAGE_TTL_SECONDS } from './rules';
import { readTransaction } from './transaction';

/** How many of the wallet's latest transactions are searched for the message. */
const RECEIPT_SEARCH = 10;

export async function checkConfirmation(ctx: TonContext, hash: string): Promise<ConfirmResult> {
  const key = hash.toLowerCase();
  const sent = ctx.sent.get(key);
  if (!sent) return byIndexer(ctx, key);
  const wallet = Address.parse(sent.wallet);
  const info = await walletInfo(ctx, wallet.toString());
  if ((info.seqno ?? 0) <= sent.seqno) return 'pending';
  const txs = await ctx.providers.read('receipt', async (p) =>
    (
      await p.call('getTransactions', { address: wallet.toString(), limit: RECEIPT_SEARCH }, rawTransactions)
    ).map((t) => readTransaction(redactUrl(p.endpoint), t)),
  );
  const tx = txs.find((t) => t.in?.hash === key);
  // The seqno moved on: by the spec's rule the send is done, even when its transaction is older.
  if (!tx) return { hash: key, success: true, blockNumber: txs[0]?.lt ?? 0n };
  return { hash: key, success: tx.success && tx.out.length > 0, blockNumber: tx.lt };
}

/**
 * A message this adapter did not send (another process, `tx status`): its wallet and seqno are
 * unknown here, so the indexer finds the transaction that processed it; none yet is 'pending'.
 */
async function byIndexer(ctx: TonContext, hash: string): Promise<ConfirmResult> {
  const [tx] = await ctx.providers.index('transaction by message', (p) => p.transactionsByMessage(hash));
  if (!tx) return 'pending';
  const d = tx.description;
  const success =
    !d.aborted && d.compute_ph.success !== false && d.action?.success !== false && tx.out_msgs.length > 0;
  return { hash, success, blockNumber: BigInt(tx.lt) };
}

export async function waitForConfirmation(
  ctx: TonContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? triesWithin(o.timeoutMs, pollMs) : ctx.confirm.tries;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: pollMs, tries },
    {
      sleep: ctx.sleep,
      ...(o.signal ? { signal: o.signal } : {}),
    },
  );
}

/**
 * Stored pending entries stay while their wallet's seqno has not passed theirs (spec §4) and their
 * message can still land: past its expiry (built + TTL, with a minute's slack) the wallet refuses it.
 */
export async function refreshPending(ctx: TonContext, entries: PendingEntry[]): Promise<PendingEntry[]> {
  const seqnos = new Map<string, number>();
  const kept: PendingEntry[] = [];
  for (const e of entries) {
    const nonce = e.extraPendingTransactionData.nonce;
    if (nonce === undefined) continue;
    const from = e.extraPendingTransactionData.from;
    if (!seqnos.has(from)) seqnos.set(from, (await walletInfo(ctx, from)).seqno ?? 0);
    const expired = ctx.now() * 1000 - Date.parse(e.date) > (MESSAGE_TTL_SECONDS + 60) * 1000;
    if (seqnos.get(from)! <= nonce && !expired) kept.push({ ...e, status: 'PENDING' });
  }
  return kept;
}
