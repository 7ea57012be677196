/** Node entry (CLI, scripts): file storage and `openWalletStore`. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Account } from '@kestrel/chains';
import { WalletSession, type SessionOptions } from './flows/session';
import { FileStorage } from './vault/fileStorage';

export * from './index';
export { FileStorage, VAULT_FILE, BACKUP_FILE } from './vault/fileStorage';

export const DEFAULT_STORE_DIR = join(homedir(), '.kestrel');

export interface OpenWalletStoreOptions extends SessionOptions {
  /** Folder holding vault.json and vault.json.bak; default ~/.kestrel. */
  dir?: string;
  password: string;
}

export interface OpenedWalletStore {
  session: WalletSession;
  store: WalletSession['store'];
  vault: WalletSession['vault'];
  /** The account with its private key for signing; the key stays in memory only. */
  signerFor(walletId: string, chainName: string): Account;
}

export async function openWalletStore(opts: OpenWalletStoreOptions): Promise<OpenedWalletStore> {
  const { dir = DEFAULT_STORE_DIR, password, ...rest } = opts;
  const session = await WalletSession.open(new FileStorage(dir), password, rest);
  return {
    session,
    store: session.store,
    vault: session.vault,
    signerFor: (walletId, chainName) => session.signerFor(walletId, chainName),
  };
}
