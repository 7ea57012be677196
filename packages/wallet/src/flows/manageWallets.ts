/** Wallet management flows that touch the vault: delete (and forget its keys), rename, export. */
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { walletsActions } from '../store/slices/wallets';
import { VaultError, WrongPasswordError } from '../vault/errors';
import { openEnvelope } from '../vault/envelope';
import { pruneSecrets } from './pruneSecrets';
import type { WalletSession } from './session';

export function walletIndex(session: WalletSession, walletId: string): number {
  const i = session.store.getState().wallets.allWallets.findIndex((w) => w.id === walletId);
  if (i < 0) throw new WalletRuleError(MESSAGES.walletNotAvailable);
  return i;
}

export async function deleteWallet(session: WalletSession, walletId: string): Promise<void> {
  session.store.dispatch(walletsActions.deleteWallet(walletIndex(session, walletId)));
  pruneSecrets(session);
  await session.save();
}

export async function renameWallet(
  session: WalletSession,
  walletId: string,
  walletName: string,
): Promise<void> {
  session.store.dispatch(
    walletsActions.updateWalletName({ index: walletIndex(session, walletId), walletName }),
  );
  await session.save();
}

export async function selectWallet(session: WalletSession, walletId: string): Promise<void> {
  session.store.dispatch(walletsActions.selectWallet(walletIndex(session, walletId)));
  await session.save();
}

/**
 * The recovery phrase, only after the password is checked again against the stored vault (an
 * unlocked session alone is not enough). Marks the wallet backed up.
 */
export async function exportPhrase(
  session: WalletSession,
  walletId: string,
  password: string,
): Promise<string> {
  const wallet = session.wallet(walletId);
  const stored = (await session.storage.read()) ?? (await session.storage.readBackup());
  if (!stored) throw new VaultError('The vault is missing');
  await openEnvelope(stored, password).catch((e: unknown) => {
    throw e instanceof WrongPasswordError ? e : new WrongPasswordError();
  });
  const entry = session.vault.getSecret(wallet.secretRef);
  if (entry.kind !== 'mnemonic')
    throw new VaultError('This wallet was imported with a private key and has no phrase');
  if (!wallet.isBackedup) {
    session.store.dispatch(walletsActions.markBackedUp(walletId));
    await session.save();
  }
  return entry.phrase;
}
