/**
 * Waiting for confirmation in the send flow: the chain's policy (spec: 5000 ms × 15 unless the
 * chain's own section says otherwise), or the env's override, through the one polling helper.
 * Throws when no check ever got an answer (an unreachable provider is not 'pending'). An aborted
 * `signal` (the transaction was replaced) ends the polling after the check in progress.
 */
import { pollConfirmation as poll, type ChainAdapter, type ConfirmResult } from '@kestrel/chains';
import type { FlowEnv } from './flowEnv';

export async function pollConfirmation(
  env: FlowEnv,
  adapter: ChainAdapter,
  hash: string,
  signal?: AbortSignal,
): Promise<ConfirmResult> {
  const policy = {
    intervalMs: env.confirm?.intervalMs ?? adapter.confirmPolicy.intervalMs,
    tries: env.confirm?.tries ?? adapter.confirmPolicy.tries,
  };
  // timeoutMs 0: the adapter checks once; this loop owns the timing.
  return poll(() => adapter.waitForConfirmation(hash, { timeoutMs: 0 }), policy, {
    ...(env.sleep ? { sleep: env.sleep } : {}),
    ...(signal ? { signal } : {}),
  });
}
