// @vitest-environment happy-dom
/**
 * Auto-lock in the mobile shell (App.tsx, the real session over an in-memory vault): with a lock
 * time of 1 minute the wallet locks after a minute without input, a touch anywhere restarts the
 * countdown (the root view's capture-phase check feeds the platform's user activity), and the
 * Unlock screen replaces the wallet's screens.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUserActivity } from './platform/activity';
import { installTestPlatform, PASSWORD, TEST_PHRASE } from './testing/screenTest';

installTestPlatform({ onUserActivity });
const { session } = await import('@kestrel/ui-state/hooks');
const { App } = await import('./App');

afterEach(() => vi.useRealTimers());

describe('auto-lock', () => {
  it('locks after the lock time without input; a touch restarts the countdown', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    await session.updateSettings({ lockTime: 1 });
    render(<App />);
    await screen.findByTestId('portfolio-total');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    session.touch(); // the countdown now runs on the fake clock
    await act(async () => vi.advanceTimersByTime(50_000));
    fireEvent.mouseDown(screen.getByTestId('portfolio-total'));
    fireEvent.mouseUp(screen.getByTestId('portfolio-total'));
    await act(async () => vi.advanceTimersByTime(50_000));
    expect(session.getSnapshot().status).toBe('unlocked'); // 100 s in, 50 s after the touch

    await act(async () => vi.advanceTimersByTime(11_000));
    expect(session.getSnapshot().status).toBe('locked');
    vi.useRealTimers();
    await screen.findByText('Welcome back');
    expect(screen.queryByTestId('portfolio-total')).toBeNull();
  });
});
