/**
 * The address book: named addresses per network and chain, kept in the encrypted vault beside the
 * keyring (`VaultContents.addressBook`). An entry is saved only with an address the chain's
 * validateAddress accepts (stored in its normalized form), a name, and neither already in the book
 * for that chain; bad input throws AddressBookError and changes nothing.
 */
import { getChain, validateAddress, type NetworkName } from '@kestrel/chains';
import { sameAddress } from '../rules/recipientWarnings';

export interface Contact {
  name: string;
  address: string;
}

/** network → chain_name → entries, in the order they were saved. */
export type AddressBook = Partial<Record<NetworkName, Record<string, Contact[]>>>;

export const MAX_CONTACT_NAME = 40;
export const MAX_CONTACTS_PER_CHAIN = 200;

export const ADDRESS_BOOK_MESSAGES = {
  nameMissing: `Give the address a name (1 to ${MAX_CONTACT_NAME} characters)`,
  invalidAddress: (chain: string, reason: string) => `Not a valid ${chain} address: ${reason}`,
  duplicateAddress: (name: string) => `This address is already in the address book as "${name}"`,
  duplicateName: (name: string) => `The address book already has an entry named "${name}"`,
  full: `The address book holds at most ${MAX_CONTACTS_PER_CHAIN} addresses per chain`,
  notFound: 'This address is not in the address book',
} as const;

/** Bad address book input: a clear message; nothing was changed. */
export class AddressBookError extends Error {
  override name = 'AddressBookError';
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isContact = (v: unknown): v is Contact =>
  isRecord(v) && typeof v.name === 'string' && typeof v.address === 'string';

/** The book read back from the vault: empty when absent, null when its shape is wrong. */
export function parseAddressBook(v: unknown): AddressBook | null {
  if (v === undefined || v === null) return {};
  if (!isRecord(v)) return null;
  for (const chains of Object.values(v)) {
    if (!isRecord(chains)) return null;
    for (const list of Object.values(chains)) if (!Array.isArray(list) || !list.every(isContact)) return null;
  }
  return v as AddressBook;
}

export function contactsOn(book: AddressBook, network: NetworkName, chainName: string): Contact[] {
  return book[network]?.[chainName] ?? [];
}

function withList(book: AddressBook, network: NetworkName, chainName: string, list: Contact[]): AddressBook {
  return { ...book, [network]: { ...book[network], [chainName]: list } };
}

/** The book with one more entry; the chain's family must be loaded (ensureChains). */
export function addContact(
  book: AddressBook,
  network: NetworkName,
  chainName: string,
  entry: Contact,
): AddressBook {
  const chain = getChain(chainName);
  const name = typeof entry.name === 'string' ? entry.name.trim() : '';
  if (!name || name.length > MAX_CONTACT_NAME) throw new AddressBookError(ADDRESS_BOOK_MESSAGES.nameMissing);
  const check = validateAddress(chainName, typeof entry.address === 'string' ? entry.address : '', network);
  if (!check.valid)
    throw new AddressBookError(ADDRESS_BOOK_MESSAGES.invalidAddress(chain.name, check.reason));
  const list = contactsOn(book, network, chainName);
  const sameAddr = list.find((c) => sameAddress(c.address, check.normalized));
  if (sameAddr) throw new AddressBookError(ADDRESS_BOOK_MESSAGES.duplicateAddress(sameAddr.name));
  if (list.some((c) => c.name.toLowerCase() === name.toLowerCase()))
    throw new AddressBookError(ADDRESS_BOOK_MESSAGES.duplicateName(name));
  if (list.length >= MAX_CONTACTS_PER_CHAIN) throw new AddressBookError(ADDRESS_BOOK_MESSAGES.full);
  return withList(book, network, chainName, [...list, { name, address: check.normalized }]);
}

/** The book without the entry of `address` on the chain. */
export function removeContact(
  book: AddressBook,
  network: NetworkName,
  chainName: string,
  address: string,
): AddressBook {
  const list = contactsOn(book, network, chainName);
  const next = list.filter((c) => !sameAddress(c.address, address));
  if (next.length === list.length) throw new AddressBookError(ADDRESS_BOOK_MESSAGES.notFound);
  return withList(book, network, chainName, next);
}
