// @vitest-environment happy-dom
/**
 * The address book against the real session and in-memory vault: a bad address is refused with the
 * chain's reason and nothing is saved; a good one is listed (and stored in the vault), the same
 * address again is refused, another chain's list is separate, and Remove removes it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestPlatform, PASSWORD, renderScreen, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { contactsOn } = await import('@kestrel/ui-state/addressBook');
const { ADDRESS_BOOK_MESSAGES } = await import('@kestrel/wallet');
const { default: AddressBookScreen } = await import('./AddressBookScreen');

/** Hardhat's published default account #1. */
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function press(name: string): Promise<void> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('AddressBookScreen', () => {
  it('refuses a bad address with the chain’s reason, saves, lists and removes a good one', async () => {
    await session.init();
    await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    renderScreen(AddressBookScreen);
    await screen.findByRole('radio', { name: 'Ethereum' });
    expect(screen.getByText('No saved address on this chain.')).toBeTruthy();

    fill('Name', 'Alice');
    fill('Address', '0x1234');
    await press('Save address');
    const refusal = await screen.findByRole('alert');
    // The chain's own reason, after the address book's words.
    expect(refusal.textContent).toMatch(/^Not a valid Ethereum address: \S/);
    expect(await contactsOn('ethereum')).toEqual([]);

    fill('Address', ALICE);
    await press('Save address');
    await screen.findByRole('button', { name: 'Remove Alice' });
    expect(screen.getByText(ALICE)).toBeTruthy();
    expect(await contactsOn('ethereum')).toEqual([{ name: 'Alice', address: ALICE }]);

    fill('Name', 'Alice again');
    fill('Address', ALICE);
    await press('Save address');
    expect(await screen.findByText(ADDRESS_BOOK_MESSAGES.duplicateAddress('Alice'))).toBeTruthy();
    expect(await contactsOn('ethereum')).toHaveLength(1);

    // Another chain has its own list.
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Bitcoin' })));
    await screen.findByText('No saved address on this chain.');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Ethereum' })));
    await press('Remove Alice');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Alice' })).toBeNull());
    expect(await contactsOn('ethereum')).toEqual([]);
  });
});
