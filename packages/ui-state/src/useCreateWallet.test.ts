// @vitest-environment happy-dom
/**
 * useCreateWallet (both shells' create-wallet steps) against the real session and in-memory vault.
 * First run: a 12-word phrase, a wrong backup answer refused (nothing created), the right words
 * (any case, spaces around) lead to the password step and the wallet is stored backed up under that
 * password, the shell told it was the first run. While unlocked: "Back up later" creates the next
 * wallet at once, not backed up, with no password step.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import { configurePlatform } from './platform';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';
import { BACKUP_MISMATCH, useCreateWallet } from './useCreateWallet';

const PASSWORD = 'correct horse battery';

let p: MemoryPlatform;
beforeAll(async () => {
  p = memoryPlatform({ config: { network: 'devnet' } });
  configurePlatform(p);
  await session.init();
}, 60_000);
afterEach(cleanup);

describe('useCreateWallet', () => {
  it('first run: refuses wrong words, takes the right ones, stores a backed-up wallet under the password', async () => {
    const created: boolean[] = [];
    const { result } = renderHook(() => useCreateWallet((firstRun) => void created.push(firstRun)));
    await waitFor(() => expect(result.current.words).toHaveLength(12), { timeout: 20_000 });
    expect(result.current.firstRun).toBe(true);
    act(() => result.current.setStep('check'));
    expect(result.current.positions).toHaveLength(3);

    result.current.positions.forEach((_, i) => act(() => result.current.setAnswer(i, 'wrong')));
    act(() => result.current.check());
    expect(result.current.checkError).toBe(BACKUP_MISMATCH);
    expect(result.current.step).toBe('check');

    const { words, positions } = result.current;
    positions.forEach((pos, i) => act(() => result.current.setAnswer(i, ` ${words[pos]!.toUpperCase()} `)));
    act(() => result.current.check());
    expect(result.current.checkError).toBeNull();
    expect(result.current.step).toBe('password');
    expect(session.getSnapshot().status).toBe('empty');

    act(() => result.current.finish(PASSWORD));
    await waitFor(() => expect(created).toEqual([true]), { timeout: 20_000 });
    expect(session.getSnapshot().allWallets.map((w) => w.isBackedup)).toEqual([true]);
    expect(result.current.phrase).toBeNull(); // not kept once in the vault
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'New account successfully added' });
    session.lock();
    await session.unlock(PASSWORD);
    expect(session.getSnapshot().status).toBe('unlocked');
  }, 60_000);

  it('while unlocked, "Back up later" creates the wallet at once, not backed up', async () => {
    const created: boolean[] = [];
    const { result } = renderHook(() => useCreateWallet((firstRun) => void created.push(firstRun)));
    await waitFor(() => expect(result.current.words).toHaveLength(12), { timeout: 20_000 });
    expect(result.current.firstRun).toBe(false);
    act(() => result.current.later());
    await waitFor(() => expect(created).toEqual([false]), { timeout: 20_000 });
    expect(session.getSnapshot().allWallets.map((w) => w.isBackedup)).toEqual([true, false]);
    expect(result.current.step).toBe('phrase');
  }, 60_000);
});
