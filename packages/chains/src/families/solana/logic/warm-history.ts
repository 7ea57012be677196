/**
 * The history warm-up (AdapterConfig.warmHistory): a balance refresh, which in the app precedes
 * every history screen, also asks the first history page's signatures (the same call the page
 * makes) in its own JSON-RPC batch, then reads in the background, as one more batch, the parsed
 * transactions the keep (finalized.ts) does not hold. Opening the history then costs one round
 * trip (its signatures, to stay fresh) instead of two dependent ones. Tokens: the associated
 * account of a mint whose program this adapter already read (no extra round trip to learn it),
 * at most WARM_TOKENS of them. Best effort: a failed or malformed answer readies nothing, is
 * never thrown or logged, and the history page reads what it needs itself.
 */
import type { SignatureInfo } from '../network/balance-batch';
import { parsedTransactions } from '../network/transaction-batch';
import type { SolanaContext } from './context';
import { associatedTokenAddress } from './instructions';
import { knownMintProgram } from './mint';
import { HISTORY_PAGE } from './rules';

/** Token pages readied per refresh: with the owner's, at most 5 × 20 transactions, half the keep. */
export const WARM_TOKENS = 4;

/** The addresses whose first history page a refresh of `owner` with `tokens` readies. */
export function warmAddresses(ctx: SolanaContext, owner: string, tokens: string[]): string[] {
  if (!ctx.warmHistory) return [];
  const accounts = [...new Set(tokens)].flatMap((mint) => {
    const program = knownMintProgram(ctx, mint);
    try {
      return program ? [associatedTokenAddress(owner, mint, program)] : [];
    } catch {
      return []; // Never the balance's concern.
    }
  });
  return [owner, ...accounts.slice(0, WARM_TOKENS)];
}

/** Reads the transactions of the signatures (when they come) that the keep lacks, in one batch. */
export function warmTransactions(ctx: SolanaContext, lists: Promise<SignatureInfo[] | null>[]): void {
  void Promise.all(lists.map((l) => l.catch(() => null)))
    .then((pages) => {
      const wanted = pages.flatMap((page) =>
        (page ?? []).slice(0, HISTORY_PAGE).map((s) => ({
          signature: s.signature,
          finalized: s.confirmationStatus === 'finalized',
        })),
      );
      void ctx.finalized.prefetch(wanted, (sigs) => parsedTransactions(ctx.rpc, sigs, 'never'));
    })
    .catch(() => undefined);
}
