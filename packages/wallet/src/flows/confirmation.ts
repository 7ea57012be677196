/** Waiting for confirmation the spec's way: one check every 5000 ms, up to 15 tries (injectable). */
import type { ChainAdapter, ConfirmResult } from '@kestrel/chains';
import { CONFIRM_POLL_MS, CONFIRM_TRIES, realSleep, type FlowEnv } from './flowEnv';

export async function pollConfirmation(
  env: FlowEnv,
  adapter: ChainAdapter,
  hash: string,
): Promise<ConfirmResult> {
  const tries = env.confirm?.tries ?? CONFIRM_TRIES;
  const interval = env.confirm?.intervalMs ?? CONFIRM_POLL_MS;
  const sleep = env.sleep ?? realSleep;
  for (let i = 0; i < tries; i++) {
    // timeoutMs 0: the adapter checks once; a provider fault counts as not yet confirmed.
    const r = await adapter.waitForConfirmation(hash, { timeoutMs: 0 }).catch(() => 'pending' as const);
    if (r !== 'pending') return r;
    if (i < tries - 1) await sleep(interval);
  }
  return 'pending';
}
