/** Sends a signed transaction to every RPC endpoint at once (spec §7). */
import type { Hex } from 'viem';
import type { SignedTx } from '../../../adapter-types';
import { AllProvidersFailedError } from '../../../net/errors';
import type { EvmContext } from './context';

export async function broadcast(
  ctx: EvmContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  try {
    return await ctx.rpc.sendRaw(tx.raw as Hex);
  } catch (e) {
    // When a node refused the transaction, its reason ("nonce too low", "transaction
    // underpriced", ...) is what the person needs, not the list of endpoints.
    if (e instanceof AllProvidersFailedError) {
      const refusal = e.failures.find((f) => f.kind === 'rejected');
      if (refusal) throw new Error(refusal.message);
    }
    throw e;
  }
}
