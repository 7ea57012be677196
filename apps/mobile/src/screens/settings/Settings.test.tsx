// @vitest-environment happy-dom
/**
 * Settings against the real session: the fingerprint flag is offered only where the platform has
 * an authenticator, and it is stored; privacy mode and the lock time reach the wallet; Lock now
 * locks.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { default: Settings } = await import('./Settings');

async function unlockedWallet(authenticator: boolean): Promise<void> {
  installTestPlatform({ biometricsAvailable: async () => authenticator });
  await session.init();
  if (session.getSnapshot().status === 'empty') {
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
  } else if (session.getSnapshot().status === 'locked') {
    await session.unlock(PASSWORD);
  }
}

describe('Settings', () => {
  it('hides the fingerprint flag without a platform authenticator', async () => {
    await unlockedWallet(false);
    renderScreen(Settings);
    await screen.findByText('Fee options');
    expect(screen.queryByText('Fingerprint')).toBeNull();
  });

  it('offers and stores the fingerprint flag where an authenticator exists; privacy, lock time, lock', async () => {
    await unlockedWallet(true);
    renderScreen(Settings);
    const fingerprint = await screen.findByLabelText('Fingerprint');
    await act(async () => fireEvent.click(fingerprint));
    await waitFor(() =>
      expect((screen.getByLabelText('Fingerprint') as HTMLInputElement).checked).toBe(true),
    );

    await act(async () => fireEvent.click(screen.getByLabelText('Privacy mode')));
    await waitFor(() => expect(session.getSnapshot().allWallets[0]?.privacyMode).toBe(true));

    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '5 min' })));
    await waitFor(() => expect(session.getSnapshot().settings.lockTime).toBe(5));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lock now' })));
    expect(session.getSnapshot().status).toBe('locked');
  });
});
