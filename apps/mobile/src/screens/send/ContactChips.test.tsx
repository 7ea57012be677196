// @vitest-environment happy-dom
/**
 * Send's address book against the real session: the entries saved on the coin's chain (in the
 * in-memory vault) show as chips and a tap gives that address; another chain's entries do not
 * show, and a chain without entries shows nothing.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installTestPlatform, PASSWORD, TEST_PHRASE } from '../../testing/screenTest';

installTestPlatform();
const { session } = await import('@kestrel/ui-state/hooks');
const { saveContact } = await import('@kestrel/ui-state/addressBook');
const { ContactChips } = await import('./parts/ContactChips');

/** Hardhat's published default account #1. */
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('ContactChips', () => {
  it('offers the chain’s saved addresses and fills the recipient with the one tapped', async () => {
    await session.init();
    if (session.getSnapshot().status === 'empty')
      await session.addWallet({ kind: 'mnemonic', phrase: TEST_PHRASE, backedUp: true }, PASSWORD);
    await saveContact('ethereum', { name: 'Alice', address: ALICE });

    const onPick = vi.fn();
    render(<ContactChips chainName="ethereum" onPick={onPick} />);
    const chip = await screen.findByRole('radio', { name: 'Address book: Alice · 0x709979...dc79C8' });
    await act(async () => fireEvent.click(chip));
    expect(onPick).toHaveBeenCalledWith(ALICE);

    render(<ContactChips chainName="binance_smart_chain" onPick={onPick} />);
    // The BNB chain has no entries: still only Alice's chip.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
