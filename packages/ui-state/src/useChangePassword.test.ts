// @vitest-environment happy-dom
/**
 * useChangePassword (both shells' change-password form) against the real session and in-memory
 * vault: a mismatched confirmation is refused here (the vault not asked), a wrong current password
 * with the vault's text beside that field, a new one the vault's rule refuses beside the new field;
 * a change takes (fields emptied, toast), and after locking the old password is refused and the new
 * one unlocks.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { PASSWORDS_DIFFER, useChangePassword } from './useChangePassword';
import { openTestWallet } from './testing/testWallet';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const WRONG = 'Wrong password: the vault was not unlocked and nothing was changed';

let p: MemoryPlatform;
beforeAll(async () => {
  p = await openTestWallet({ password: PASSWORD });
}, 60_000);
afterEach(cleanup);

describe('useChangePassword', () => {
  it('refuses a mismatch, a wrong current and a short new password; then changes it', async () => {
    const { result } = renderHook(() => useChangePassword());
    const fill = (old: string, next: string, confirm: string) =>
      act(() => {
        result.current.setOld(old);
        result.current.setNew(next);
        result.current.setConfirm(confirm);
      });

    fill(PASSWORD, NEW_PASSWORD, 'something else entirely');
    act(() => result.current.submit());
    expect(result.current.confirmError).toBe(PASSWORDS_DIFFER);
    expect(result.current.busy).toBe(false);

    fill('not the password', NEW_PASSWORD, NEW_PASSWORD);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.error).toBe(WRONG), { timeout: 20_000 });
    expect(result.current.confirmError).toBeNull();
    expect(result.current.newError).toBeNull();

    fill(PASSWORD, 'short', 'short');
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.newError).toBeTruthy(), { timeout: 20_000 });
    expect(result.current.error).toBeNull();

    fill(PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.oldPassword).toBe(''), { timeout: 20_000 });
    expect([result.current.newPassword, result.current.confirm, result.current.error]).toEqual([
      '',
      '',
      null,
    ]);
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'Password changed' });

    session.lock();
    await expect(session.unlock(PASSWORD)).rejects.toThrow(WRONG);
    await session.unlock(NEW_PASSWORD);
    expect(session.getSnapshot().status).toBe('unlocked');
  }, 90_000);
});
