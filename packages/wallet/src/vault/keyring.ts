/**
 * What the vault keeps secret. Redux state refers to an entry only by its `secretRef`; the phrase
 * or key itself stays here, inside the encrypted vault.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { parseAddressBook, type AddressBook } from '../addressBook/book';
import { parseProviderSettings, type ProviderSettings } from '../providers/settings';

export type SecretEntry =
  | { kind: 'mnemonic'; phrase: string; passphrase?: string }
  | { kind: 'privateKey'; chain_name: string; privateKey: string };

export type Keyring = Record<string, SecretEntry>;

/**
 * Everything the vault encrypts: the keyring, the persisted (already trimmed) store state, and
 * the person's provider settings (API keys and own RPC endpoints; absent in older vaults).
 */
export interface VaultContents {
  keyring: Keyring;
  state: unknown;
  providers?: ProviderSettings;
  /** Named addresses per network and chain (absent in older vaults). */
  addressBook?: AddressBook;
  /** MLS identities and conversations per EVM address, read by messaging/ (absent in older vaults). */
  messaging?: Record<string, unknown>;
}

function isSecretEntry(v: unknown): v is SecretEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  if (e.kind === 'mnemonic')
    return typeof e.phrase === 'string' && (e.passphrase === undefined || typeof e.passphrase === 'string');
  if (e.kind === 'privateKey') return typeof e.chain_name === 'string' && typeof e.privateKey === 'string';
  return false;
}

/** Parses decrypted contents; null when the shape is wrong. */
export function parseContents(text: string): VaultContents | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { keyring, state, providers, addressBook, messaging } = v as Record<string, unknown>;
  if (typeof keyring !== 'object' || keyring === null) return null;
  for (const entry of Object.values(keyring)) if (!isSecretEntry(entry)) return null;
  const settings = parseProviderSettings(providers);
  if (!settings) return null;
  const book = parseAddressBook(addressBook);
  if (!book) return null;
  if (messaging !== undefined && (typeof messaging !== 'object' || messaging === null)) return null;
  return {
    keyring: keyring as Keyring,
    state: state ?? null,
    providers: settings,
    addressBook: book,
    ...(messaging ? { messaging: messaging as Record<string, unknown> } : {}),
  };
}

export function newSecretRef(): string {
  return 's_' + bytesToHex(randomBytes(12));
}
