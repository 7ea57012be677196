// @vitest-environment happy-dom
/**
 * useAddressBook (Settings' address book of both shells) against the real session and in-memory
 * vault: a bad address is the chain's reason with nothing saved; a good one is listed and kept in
 * the vault, the fields emptied; the same address again is the wallet's duplicate refusal; another
 * chain's list is separate (and choosing it clears the refusal); Remove removes it; toasts as the
 * screens show them.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MESSAGES } from '@kestrel/wallet';
import { contactsOn } from './addressBook';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { useAddressBook } from './useAddressBook';
import { openTestWallet } from './testing/testWallet';

/** Hardhat's published default account #1. */
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let p: MemoryPlatform;
beforeAll(async () => {
  p = await openTestWallet();
}, 60_000);
afterEach(cleanup);

describe('useAddressBook', () => {
  it('refuses a bad address, saves, refuses the duplicate, keeps chains apart, removes', async () => {
    const { result } = renderHook(() => useAddressBook());
    await waitFor(() => expect(result.current.chains.length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(result.current.canSave).toBe(false);

    act(() => result.current.setName('Alice'));
    act(() => result.current.setAddress('0x1234'));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(await contactsOn('ethereum')).toEqual([]);

    act(() => result.current.setAddress(ALICE));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.contacts).toEqual([{ name: 'Alice', address: ALICE }]));
    expect(result.current.error).toBeNull();
    expect([result.current.name, result.current.address]).toEqual(['', '']);
    expect(await contactsOn('ethereum')).toEqual([{ name: 'Alice', address: ALICE }]);
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'Address saved' });

    act(() => result.current.setName('Alice again'));
    act(() => result.current.setAddress(ALICE.toLowerCase()));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.error).toBe(ADDRESS_BOOK_MESSAGES.duplicateAddress('Alice')));

    act(() => result.current.chooseChain('binance_smart_chain'));
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.contacts).toEqual([]));
    act(() => result.current.chooseChain('ethereum'));
    await waitFor(() => expect(result.current.contacts).toHaveLength(1));

    act(() => result.current.remove(result.current.contacts[0]!));
    await waitFor(() => expect(result.current.contacts).toEqual([]));
    expect(await contactsOn('ethereum')).toEqual([]);
    expect(p.toasts.at(-1)).toMatchObject({ kind: 'success', title: 'Alice removed' });
  }, 60_000);
});
