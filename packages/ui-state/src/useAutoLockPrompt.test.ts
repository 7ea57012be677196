// @vitest-environment happy-dom
/**
 * useAutoLockPrompt (Home's first-run auto-lock proposal in both shells) against the real session:
 * locked, an answer cannot be saved (an error toast, the prompt stays, nothing remembered); with
 * the wallet open it is offered with its four answers in words, and "Never" closes it and is
 * remembered on the device while the lock time stays the spec's default 0; 15 minutes is saved as
 * the session's lock time.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import { configurePlatform } from './platform';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';
import { useAutoLockPrompt } from './useAutoLockPrompt';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let p: MemoryPlatform;
beforeAll(async () => {
  p = memoryPlatform({ config: { network: 'devnet' } });
  configurePlatform(p);
  await session.init();
}, 60_000);
afterEach(cleanup);

describe('useAutoLockPrompt', () => {
  it('keeps asking after a failed save; "Never" is remembered, a time is saved', async () => {
    const first = renderHook(() => useAutoLockPrompt()).result;
    expect(first.current.open).toBe(true);
    expect(first.current.answers.map((a) => a.label)).toEqual([
      'After 5 minutes',
      'After 15 minutes',
      'After 1 hour',
      'Never: I lock it myself',
    ]);
    act(() => first.current.choose(0)); // no wallet open: nothing to save it in
    await waitFor(() => expect(p.toasts.at(-1)?.title).toBe('Could not save the lock time'));
    expect(first.current.open).toBe(true);
    expect(p.stored.has('kestrel.autoLockChosen')).toBe(false);

    await session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, 'correct horse battery');
    const never = renderHook(() => useAutoLockPrompt()).result;
    expect(never.current.open).toBe(true);
    act(() => never.current.choose(0));
    await waitFor(() => expect(never.current.open).toBe(false));
    expect(session.getSnapshot().settings.lockTime).toBe(0);
    expect(renderHook(() => useAutoLockPrompt()).result.current.open).toBe(false); // remembered

    p.stored.delete('kestrel.autoLockChosen');
    const timed = renderHook(() => useAutoLockPrompt()).result;
    act(() => timed.current.choose(15));
    await waitFor(() => expect(session.getSnapshot().settings.lockTime).toBe(15));
    expect(timed.current.open).toBe(false);
  }, 60_000);
});
