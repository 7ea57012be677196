/**
 * The address book in the encrypted vault: entries validated by the chain on save (normalized),
 * bad input and duplicates refused with a clear message and nothing written, kept per network
 * and chain, encrypted at rest, gone from memory at lock. Addresses: Hardhat's published accounts
 * and the 'abandon ... about' BIP-84 vector.
 */
import { describe, expect, it } from 'vitest';
import { WalletSession } from '../flows/session';
import { ABANDON_BTC, FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { ADDRESS_BOOK_MESSAGES, AddressBookError } from './book';
import { addressBookOn, deleteContact, saveContact } from './update';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

async function open(storage = new MemoryStorage()) {
  const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
  return { storage, s };
}

describe('address book', () => {
  it('saves a named address in its normalized form, encrypted, and reopens with it', async () => {
    const { storage, s } = await open();
    const list = await saveContact(s, 'ethereum', { name: ' Alice ', address: ALICE.toLowerCase() });
    expect(list).toEqual([{ name: 'Alice', address: ALICE }]);
    expect(new TextDecoder().decode(storage.current!)).not.toContain('Alice');
    s.lock();
    const again = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF });
    expect(addressBookOn(again, 'ethereum')).toEqual([{ name: 'Alice', address: ALICE }]);
    expect(addressBookOn(again, 'bitcoin')).toEqual([]);
    again.lock();
    expect(() => addressBookOn(again, 'ethereum')).toThrow('The wallet is locked');
  });

  it('a bad address gets a clear error and nothing is written', async () => {
    const { storage, s } = await open();
    const writes = storage.history.length;
    const bad = saveContact(s, 'ethereum', { name: 'Bob', address: ABANDON_BTC });
    await expect(bad).rejects.toBeInstanceOf(AddressBookError);
    await expect(bad).rejects.toThrow(/^Not a valid Ethereum address: /);
    await expect(saveContact(s, 'ethereum', { name: '  ', address: ALICE })).rejects.toThrow(
      ADDRESS_BOOK_MESSAGES.nameMissing,
    );
    expect(storage.history.length).toBe(writes);
    expect(addressBookOn(s, 'ethereum')).toEqual([]);
    s.lock();
  });

  it('refuses a duplicate address (any case) or name on the chain; another chain is separate', async () => {
    const { storage, s } = await open();
    await saveContact(s, 'ethereum', { name: 'Alice', address: ALICE });
    const writes = storage.history.length;
    await expect(saveContact(s, 'ethereum', { name: 'Other', address: ALICE.toLowerCase() })).rejects.toThrow(
      ADDRESS_BOOK_MESSAGES.duplicateAddress('Alice'),
    );
    await expect(
      saveContact(s, 'ethereum', { name: 'alice', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }),
    ).rejects.toThrow(ADDRESS_BOOK_MESSAGES.duplicateName('alice'));
    expect(storage.history.length).toBe(writes);
    await saveContact(s, 'bitcoin', { name: 'Alice', address: ABANDON_BTC });
    expect(addressBookOn(s, 'bitcoin')).toEqual([{ name: 'Alice', address: ABANDON_BTC }]);
    expect(addressBookOn(s, 'ethereum')).toHaveLength(1);
    s.lock();
  });

  it('deletes an entry; deleting an unknown one is refused', async () => {
    const { s } = await open();
    await saveContact(s, 'ethereum', { name: 'Alice', address: ALICE });
    expect(await deleteContact(s, 'ethereum', ALICE.toLowerCase())).toEqual([]);
    await expect(deleteContact(s, 'ethereum', ALICE)).rejects.toThrow(ADDRESS_BOOK_MESSAGES.notFound);
    s.lock();
  });
});
