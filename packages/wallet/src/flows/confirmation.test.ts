import {
  DEFAULT_CONFIRM_POLICY,
  type ChainAdapter,
  type ConfirmPolicy,
  type ConfirmResult,
} from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { pollConfirmation } from './confirmation';
import type { FlowEnv } from './flowEnv';

function adapterAnswering(
  answers: (ConfirmResult | Error)[],
  confirmPolicy: ConfirmPolicy = DEFAULT_CONFIRM_POLICY,
) {
  const calls: unknown[] = [];
  const adapter = {
    confirmPolicy,
    async waitForConfirmation(_hash: string, o: unknown) {
      calls.push(o);
      const a = answers.shift() ?? 'pending';
      if (a instanceof Error) throw a;
      return a;
    },
  } as unknown as ChainAdapter;
  return { adapter, calls };
}

function env(sleeps: number[], over: Partial<FlowEnv> = {}): FlowEnv {
  return { sleep: async (ms: number) => void sleeps.push(ms), ...over } as FlowEnv;
}

// Spec app-layer.md §4 step 4 and §9: polling every 5000 ms, 15 tries.
describe('pollConfirmation', () => {
  it('checks 15 times, 5000 ms apart, then gives pending', async () => {
    const sleeps: number[] = [];
    const { adapter, calls } = adapterAnswering([]);
    expect(await pollConfirmation(env(sleeps), adapter, '0xabc')).toBe('pending');
    expect(calls).toHaveLength(15);
    expect(calls[0]).toEqual({ timeoutMs: 0 });
    expect(sleeps).toEqual(Array(14).fill(5000));
  });
  it('stops at the receipt; a provider fault counts as not yet', async () => {
    const sleeps: number[] = [];
    const receipt = { hash: '0xabc', success: true, blockNumber: 7n };
    const { adapter, calls } = adapterAnswering([new Error('socket hang up'), 'pending', receipt]);
    expect(await pollConfirmation(env(sleeps), adapter, '0xabc')).toEqual(receipt);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([5000, 5000]);
  });
  it("follows the chain's own policy (e.g. 3000 ms × 5)", async () => {
    const sleeps: number[] = [];
    const { adapter, calls } = adapterAnswering([], { intervalMs: 3000, tries: 5 });
    expect(await pollConfirmation(env(sleeps), adapter, '0xabc')).toBe('pending');
    expect(calls).toHaveLength(5);
    expect(sleeps).toEqual(Array(4).fill(3000));
  });
  it('an unreachable provider is an error, never pending', async () => {
    const { adapter } = adapterAnswering(Array.from({ length: 15 }, () => new Error('connect ECONNREFUSED')));
    await expect(pollConfirmation(env([]), adapter, '0xabc')).rejects.toThrow('ECONNREFUSED');
  });
});
