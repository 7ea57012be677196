/**
 * POST /transactions (spec §7) to every Horizon at once. Horizon answers once a ledger holds the
 * transaction, so the result is kept for the confirmation (spec §4: confirmed immediately). A
 * transaction_failed problem throws its readable text; Horizon's 504 means likely submitted.
 */
import type { SignedTx } from '../../../adapter-types';
import type { StellarContext } from './context';
import { refusalText } from './errors';

export async function broadcast(
  ctx: StellarContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  const outcome = await ctx.horizon.submit(tx.raw);
  if (outcome.kind === 'likelySubmitted') return { hash: tx.hash, likelySubmitted: true };
  if (outcome.kind === 'refused') {
    const codes = outcome.problem.extras?.result_codes;
    if (codes) throw new Error(refusalText(codes));
    throw new Error(`The stellar network refused the transaction: ${outcome.problem.title}`);
  }
  const { hash, ledger, successful } = outcome.answer;
  if (hash !== tx.hash) throw new Error(`Horizon answered for another transaction (${hash})`);
  ctx.submitted.set(hash, { ledger, successful: successful ?? true });
  return { hash };
}
