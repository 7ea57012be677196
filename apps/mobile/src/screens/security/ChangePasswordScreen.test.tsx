// @vitest-environment happy-dom
/**
 * Change password against the real session and in-memory vault: a wrong current password is
 * refused with the vault's text beside that field (nothing changed: the old password still
 * unlocks), a mismatched confirmation is refused here, and a change takes: after locking, the old
 * password is refused and the new one unlocks.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { default: ChangePasswordScreen } = await import('./ChangePasswordScreen');

const NEW_PASSWORD = 'a brand new passphrase';
const WRONG = 'Wrong password: the vault was not unlocked and nothing was changed';

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('ChangePasswordScreen', () => {
  it('refuses a wrong current password and a mismatch, then changes it: the new password unlocks', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    renderScreen(ChangePasswordScreen);

    fill('Current password', PASSWORD);
    fill('New password', NEW_PASSWORD);
    fill('Confirm new password', 'something else entirely');
    await press('Change password');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();

    fill('Current password', 'not the password');
    fill('Confirm new password', NEW_PASSWORD);
    await press('Change password');
    expect(await screen.findByText(WRONG)).toBeTruthy();

    fill('Current password', PASSWORD);
    await press('Change password');
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
    expect(screen.queryByText(WRONG)).toBeNull();

    session.lock();
    await expect(session.unlock(PASSWORD)).rejects.toThrow(WRONG);
    expect(session.getSnapshot().status).toBe('locked');
    await session.unlock(NEW_PASSWORD);
    expect(session.getSnapshot().status).toBe('unlocked');
  });
});
