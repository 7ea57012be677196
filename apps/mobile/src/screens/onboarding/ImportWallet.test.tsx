// @vitest-environment happy-dom
/**
 * Import against the real session (vault in memory): on first run a phrase that fails BIP-39 is
 * refused with the wallet package's reason and nothing stored; a pasted, numbered phrase is read
 * and leads to the password; then, unlocked, a private key for the chosen chain adds a wallet, and
 * the same phrase again is refused naming the wallet that holds it.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { default: ImportWallet } = await import('./ImportWallet');

/** Hardhat's published default account #0 key (Hardhat Network docs, "accounts"). */
const HARDHAT_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ImportWallet', () => {
  it('first run: refuses a bad phrase, reads a pasted numbered phrase, asks the password', async () => {
    await session.init();
    renderScreen(ImportWallet);
    const phrase = screen.getByLabelText('Recovery phrase');
    fireEvent.change(phrase, { target: { value: TEST_PHRASE.replace(/about$/, 'abandon') } });
    await press('Import');
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(session.getSnapshot().status).toBe('empty');

    const numbered = TEST_PHRASE.split(' ')
      .map((w, i) => `${i + 1}. ${w}`)
      .join('\n');
    fireEvent.change(phrase, { target: { value: numbered } });
    await press('Import');
    await screen.findByText('Choose a password');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: PASSWORD } });
    await press('Create password');
    await waitFor(() => expect(session.getSnapshot().allWallets).toHaveLength(1));
  });

  it('unlocked: a private key for the chosen chain adds a wallet; the same phrase again is refused', async () => {
    renderScreen(ImportWallet);
    fireEvent.click(screen.getByRole('radio', { name: 'Private key' }));
    fireEvent.change(await screen.findByLabelText('Private key'), { target: { value: HARDHAT_KEY_0 } });
    await press('Import');
    await waitFor(() => expect(session.getSnapshot().allWallets).toHaveLength(2));
    expect(session.getSnapshot().allWallets[1]?.isImportWalletWithPrivateKey).toBe(true);

    cleanup();
    renderScreen(ImportWallet);
    fireEvent.change(screen.getByLabelText('Recovery phrase'), { target: { value: TEST_PHRASE } });
    await press('Import');
    expect((await screen.findByRole('alert')).textContent).toContain('already in Kestrel');
    expect(session.getSnapshot().allWallets).toHaveLength(2);
  });
});
