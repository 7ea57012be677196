/**
 * Confirmation polling, once for every family and the wallet: `check` looks once (a receipt or
 * 'pending'); it runs every `intervalMs` up to `tries` times. A provider fault while polling is
 * not an answer: polling goes on. When no check ever got an answer the last fault is thrown, so
 * an unreachable provider is never reported as 'pending'.
 */
import type { ConfirmPolicy, ConfirmResult } from './adapter-types';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** Tries that fit in `timeoutMs` at `intervalMs` (at least one). */
export function triesWithin(timeoutMs: number, intervalMs: number): number {
  return Math.max(1, Math.floor(timeoutMs / intervalMs) + 1);
}

export async function pollConfirmation(
  check: () => Promise<ConfirmResult>,
  policy: ConfirmPolicy,
  o: { sleep?: Sleep; signal?: AbortSignal } = {},
): Promise<ConfirmResult> {
  const sleep = o.sleep ?? realSleep;
  let answered = false;
  let fault: unknown;
  for (let i = 0; i < policy.tries; i++) {
    try {
      const r = await check();
      answered = true;
      if (r !== 'pending') return r;
    } catch (e) {
      fault = e;
    }
    if (o.signal?.aborted || i === policy.tries - 1) break;
    await sleep(policy.intervalMs, o.signal);
  }
  if (!answered && fault !== undefined) throw fault;
  return 'pending';
}
