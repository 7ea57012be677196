// @vitest-environment happy-dom
/**
 * The hooks reach the device through the platform port only: the refresh timer asks the port
 * whether the app is in front and follows its foreground changes; the auto-lock follows its user
 * activity, and only while the wallet is open. (Rendered with React in happy-dom; the hooks
 * themselves use no DOM.)
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, useAutoLock } from './hooks';
import { configurePlatform } from './platform';
import { memoryPlatform } from './testing/memoryPlatform';
import { useAutoRefresh } from './useAutoRefresh';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('useAutoRefresh through the platform port', () => {
  let foreground: boolean;
  let listeners: Set<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    foreground = true;
    listeners = new Set();
    configurePlatform(
      memoryPlatform({
        isForeground: () => foreground,
        onForegroundChange(l) {
          listeners.add(l);
          return () => listeners.delete(l);
        },
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('refreshes at once and on each interval while in front, not in the background', async () => {
    const task = vi.fn(() => Promise.resolve());
    renderHook(() => useAutoRefresh(task, 'k', 1000));
    expect(task).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(task).toHaveBeenCalledTimes(2);
    foreground = false;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(task).toHaveBeenCalledTimes(2); // the platform said: in the background
  });

  it('refreshes when the app comes back to the front after a longer pause, and lets go on unmount', async () => {
    const task = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useAutoRefresh(task, 'k', 1000));
    expect(listeners.size).toBe(1);
    foreground = false;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(task).toHaveBeenCalledTimes(1);
    foreground = true;
    await act(async () => {
      for (const l of listeners) l();
    });
    expect(task).toHaveBeenCalledTimes(2);
    // Back in front again right away: too soon for another read.
    await act(async () => {
      for (const l of listeners) l();
    });
    expect(task).toHaveBeenCalledTimes(2);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it("reports a failed refresh's reason", async () => {
    const { result } = renderHook(() =>
      useAutoRefresh(() => Promise.reject(new Error('node down')), 'k', 1000),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.error).toBe('node down');
    expect(result.current.refreshing).toBe(false);
  });
});

describe('useAutoLock through the platform port', () => {
  afterEach(() => cleanup());

  it("feeds the platform's user activity to the auto-lock while the wallet is open, only then", async () => {
    let subscribed = 0;
    const p = memoryPlatform();
    const onUserActivity = p.onUserActivity;
    p.onUserActivity = (l) => {
      subscribed++;
      const off = onUserActivity(l);
      return () => {
        subscribed--;
        off();
      };
    };
    configurePlatform(p);
    const touch = vi.spyOn(session, 'touch');
    await session.init();
    const { rerender } = renderHook(() => useAutoLock());
    expect(subscribed).toBe(0); // no wallet open: nothing to keep awake

    await act(() =>
      session.addWallet({ kind: 'mnemonic', phrase: PHRASE, backedUp: true }, 'correct horse battery'),
    );
    rerender();
    expect(subscribed).toBe(1);
    p.activity();
    expect(touch).toHaveBeenCalledTimes(1);

    act(() => session.lock());
    rerender();
    expect(subscribed).toBe(0);
    p.activity();
    expect(touch).toHaveBeenCalledTimes(1);
  }, 120_000); // the vault's key derivation is slow on purpose
});
