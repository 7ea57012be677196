// @vitest-environment happy-dom
/**
 * Managing wallets against the real session (vault in memory): the only wallet cannot be deleted
 * (said, nothing asked); rename; the wallet in use is deleted only after switching to another.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { WalletEditor } = await import('./WalletEditor');

/** Hardhat's published test phrase ("test … junk"); never a real wallet. */
const SECOND_PHRASE = 'test test test test test test test test test test test junk';
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const names = () => session.getSnapshot().allWallets.map((w) => w.walletName);

describe('WalletEditor', () => {
  it('says the only wallet cannot be deleted, and renames it', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    render(<WalletEditor index={0} onDone={() => undefined} />);
    await press(`Delete ${names()[0]}`);
    screen.getByText('This is your only wallet: a wallet can be deleted only while another one remains.');
    expect(screen.queryByRole('button', { name: 'Delete wallet' })).toBeNull();
    await press('OK');
    fireEvent.change(screen.getByLabelText('Wallet name'), { target: { value: '   ' } });
    await press('Rename');
    screen.getByText('The wallet name is empty');
    fireEvent.change(screen.getByLabelText('Wallet name'), { target: { value: 'Savings' } });
    await press('Rename');
    await waitFor(() => expect(names()).toEqual(['Savings']));
  });

  it('deletes the wallet in use only after switching to the one chosen', async () => {
    await session.addWallet({ kind: 'mnemonic', phrase: SECOND_PHRASE, backedUp: true });
    await waitFor(() => expect(names()).toHaveLength(2));
    await session.selectWallet(0);
    render(<WalletEditor index={0} onDone={() => undefined} />);
    await press('Delete Savings');
    screen.getByText('This is the wallet in use. Switch to');
    await press('Switch and delete');
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(names()).not.toContain('Savings');
    expect(session.getSnapshot().currentWalletIndex).toBe(0);
  });
});
