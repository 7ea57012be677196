// @vitest-environment happy-dom
/**
 * usePasswordPrompt (both shells' password-again prompt before a secret shows) against the real
 * session and vault, with the reveal the Secrets screens do (revealPhrase): a wrong password is the
 * vault's text as the field's error and reveals nothing; the right one reveals the phrase and the
 * error is gone.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from './hooks';
import { revealPhrase } from './manage';
import { usePasswordPrompt } from './usePasswordPrompt';
import { openTestWallet } from './testing/testWallet';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PASSWORD = 'correct horse battery';
const WRONG = 'Wrong password: the vault was not unlocked and nothing was changed';

beforeAll(async () => {
  await openTestWallet({ password: PASSWORD });
}, 60_000);
afterEach(cleanup);

describe('usePasswordPrompt', () => {
  it('shows the vault’s refusal for a wrong password, reveals with the right one', async () => {
    const walletId = session.getSnapshot().allWallets[0]!.id;
    const revealed: string[] = [];
    const { result } = renderHook(() =>
      usePasswordPrompt(async (pw) => void revealed.push(await revealPhrase(walletId, pw))),
    );
    act(() => result.current.setPassword('not the password'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.error).toBe(WRONG), { timeout: 20_000 });
    expect(result.current.busy).toBe(false);
    expect(revealed).toEqual([]);

    act(() => result.current.setPassword(PASSWORD));
    act(() => result.current.submit());
    await waitFor(() => expect(revealed).toEqual([PHRASE]), { timeout: 20_000 });
    expect(result.current.error).toBeNull();
  }, 60_000);
});
