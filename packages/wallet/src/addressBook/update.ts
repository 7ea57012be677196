/** The session's address book: reads, and changes as one locked vault write (bad input writes nothing). */
import { ensureChains } from '../flows/ensureChains';
import type { WalletSession } from '../flows/session';
import { addContact, contactsOn, removeContact, type Contact } from './book';

/** The entries on `chainName` for the session's network. */
export function addressBookOn(session: WalletSession, chainName: string): Contact[] {
  return contactsOn(session.vault.addressBook, session.network, chainName);
}

/** Saves a named address on `chainName` (validated by the chain); returns the chain's entries. */
export async function saveContact(
  session: WalletSession,
  chainName: string,
  entry: Contact,
): Promise<Contact[]> {
  await ensureChains([chainName]);
  // Checked before the write so a bad entry never takes the vault's lock.
  addContact(session.vault.addressBook, session.network, chainName, entry);
  return session.transact(async () => {
    const next = addContact(session.vault.addressBook, session.network, chainName, entry);
    session.vault.setAddressBook(next);
    return contactsOn(next, session.network, chainName);
  });
}

export function deleteContact(
  session: WalletSession,
  chainName: string,
  address: string,
): Promise<Contact[]> {
  return session.transact(async () => {
    const next = removeContact(session.vault.addressBook, session.network, chainName, address);
    session.vault.setAddressBook(next);
    return contactsOn(next, session.network, chainName);
  });
}
