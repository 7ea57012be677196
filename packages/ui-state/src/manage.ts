/**
 * Wallet management for the screens: the wallet list (delete, move, quick create), derive
 * addresses, settings flags, password change and the password-guarded secret exports. Thin
 * wrappers over @kestrel/wallet: every rule and message is the wallet package's; this module only
 * finds ids, dispatches and saves. Secrets returned here are for one dialog's lifetime only.
 */
import { useSyncExternalStore } from 'react';
import type { WalletSession as CoreSession } from '@kestrel/wallet';
import { loadChainsFor } from './chains';
import { session } from './hooks';
import { platform } from './platform';
import { loadWallet, type WalletModule } from './wallet';

type RootState = ReturnType<CoreSession['store']['getState']>;
type StoreWallet = RootState['wallets']['allWallets'][number];

async function unlocked(): Promise<{ mod: WalletModule; core: CoreSession }> {
  const mod = await loadWallet();
  const core = session.unlockedCore;
  if (!core) throw new mod.VaultLockedError();
  return { mod, core };
}

/**
 * Reads a slice of the unlocked store (undefined while locked). The selector must return a part
 * of the state as is (no new objects), so React sees a stable value between changes.
 */
export function useCoreState<T>(select: (s: RootState) => T): T | undefined {
  return useSyncExternalStore(session.subscribe, () => {
    const core = session.unlockedCore;
    return core ? select(core.store.getState()) : undefined;
  });
}

export function useStoreWallet(): StoreWallet | undefined {
  return useCoreState((s) => s.wallets.allWallets[s.wallets.currentWalletIndex]);
}

function walletIdAt(core: CoreSession, mod: WalletModule, index: number): string {
  const id = core.store.getState().wallets.allWallets[index]?.id;
  if (id === undefined) throw new mod.WalletRuleError(mod.MESSAGES.walletNotAvailable);
  return id;
}

// ---- Wallet list -------------------------------------------------------------------------

/** Refused with one wallet or for the selected one (the wallet package's exact messages). */
export async function deleteWalletAt(index: number): Promise<void> {
  const { mod, core } = await unlocked();
  await mod.deleteWallet(core, walletIdAt(core, mod, index));
}

export async function moveWalletAt(index: number, direction: 'up' | 'down'): Promise<void> {
  const { mod, core } = await unlocked();
  core.store.dispatch(mod.walletsActions.moveWallet({ index, direction }));
  await core.save();
}

/** The wallet limit's refusal message, or null while another wallet fits. */
export async function walletLimitProblem(): Promise<string | null> {
  const { mod, core } = await unlocked();
  try {
    mod.checkWalletLimit(core.store.getState().wallets.allWallets.length);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * "Create now, back up later": the wallet package generates the phrase (never shown here), so
 * the wallet starts with isBackedup false and Home asks for a backup until it is done.
 */
export async function createWalletBackupLater(): Promise<void> {
  const { mod, core } = await unlocked();
  await mod.createWallet(core, {});
}

// ---- Settings ----------------------------------------------------------------------------

export type SettingsFlag = 'fingerprint' | 'feesOptions' | 'chatsOptions' | 'searchInHomeScreen';

export async function setSettingsFlag(flag: SettingsFlag, value: boolean): Promise<void> {
  const { mod, core } = await unlocked();
  core.store.dispatch(mod.settingsActions.setFlag({ flag, value }));
  await core.save();
}

export async function setNotifications(patch: { received?: boolean; sent?: boolean }): Promise<void> {
  const { mod, core } = await unlocked();
  core.store.dispatch(mod.settingsActions.setNotifications(patch));
  await core.save();
}

/** The old password is checked against the stored vault; a wrong one throws the vault's message. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { core } = await unlocked();
  await core.changePassword(oldPassword, newPassword);
}

/**
 * Checks the password against the stored vault (an unlocked session alone is not enough to see
 * a secret). Opens a second, throwaway view of the vault and forgets it at once.
 */
async function checkPassword(mod: WalletModule, core: CoreSession, password: string): Promise<void> {
  try {
    const check = await mod.Vault.unlock(core.storage, password);
    check.lock();
  } catch (e) {
    if (e instanceof mod.VaultCorruptError) throw e;
    throw new mod.WrongPasswordError();
  }
}

/** The wallet's recovery phrase after the password is entered again. Does not mark a backup. */
export async function revealPhrase(walletId: string, password: string): Promise<string> {
  const { mod, core } = await unlocked();
  const wallet = core.wallet(walletId);
  await checkPassword(mod, core, password);
  const entry = core.vault.getSecret(wallet.secretRef);
  if (entry.kind !== 'mnemonic')
    throw new mod.VaultError('This wallet was imported with a private key and has no phrase');
  return entry.phrase;
}

/** The private key of the wallet's active address on `chainName`, after the password. */
export async function exportPrivateKey(
  walletId: string,
  chainName: string,
  password: string,
): Promise<string> {
  const { mod, core } = await unlocked();
  core.wallet(walletId);
  await checkPassword(mod, core, password);
  await loadChainsFor(chainName); // a chain the wallet has no coin on is not loaded at unlock
  return core.signerFor(walletId, chainName).privateKey;
}

/** The backup check was passed (from Settings): the wallet is backed up and Home stops asking. */
export async function markBackedUp(walletId: string): Promise<void> {
  const { mod, core } = await unlocked();
  core.store.dispatch(mod.walletsActions.markBackedUp(walletId));
  await core.save();
}

/** A platform authenticator (fingerprint, face) is available on this device (the platform says). */
export async function platformAuthenticatorAvailable(): Promise<boolean> {
  try {
    return (await platform().biometricsAvailable?.()) ?? false;
  } catch {
    return false;
  }
}

// ---- Derive addresses --------------------------------------------------------------------

/** Whether the chain has a "derive addresses" template (EVM, Solana, Tron, the Bitcoin family…). */
export async function deriveSupported(chainName: string): Promise<boolean> {
  const mod = await loadWallet();
  try {
    mod.checkDeriveSupported(chainName);
    return true;
  } catch {
    return false;
  }
}

/** Adds the next 50 addresses ('Unsupported chain' for chains without a template). */
export async function addMoreAddresses(coinId: string): Promise<number> {
  const { mod, core } = await unlocked();
  return mod.addMoreAddresses(core, coinId);
}

export async function selectAddress(coinId: string, chainName: string, address: string): Promise<void> {
  const { mod, core } = await unlocked();
  core.store.dispatch(mod.walletsActions.selectDeriveAddress({ coinId, chain_name: chainName, address }));
  await core.save();
}

/** The wallet's refusal to delete the last address, for the screen to say before asking. */
export async function lastAddressMessage(): Promise<string> {
  return (await loadWallet()).MESSAGES.lastDeriveAddress;
}

/** Why the active address is not deleted on its own (another one is chosen first). */
export const ACTIVE_ADDRESS_REFUSAL = 'This is the active address: choose another active address first';

/**
 * Deletes one derive address; refused while only one remains, and for the active address (the
 * funds on it would seem gone from the app): another address is made active first.
 */
export async function deleteAddress(coinId: string, address: string): Promise<void> {
  const { mod, core } = await unlocked();
  const s = core.store.getState().wallets;
  const coin = s.allWallets[s.currentWalletIndex]?.coins.find((c) => c._id === coinId);
  // A coin that never derived more has one address and no list: the same refusal.
  if (coin && (coin.deriveAddresses?.length ?? 1) <= 1)
    throw new mod.WalletRuleError(mod.MESSAGES.lastDeriveAddress);
  if (coin?.address === address) throw new mod.WalletRuleError(ACTIVE_ADDRESS_REFUSAL);
  core.store.dispatch(mod.walletsActions.deleteDeriveAddress({ coinId, address }));
  mod.pruneSecrets(core);
  await core.save();
}

/**
 * An address at a custom path of the wallet's phrase. The path is checked by the chains package
 * (its KeyInputError reason is shown); the derived key goes straight into the vault.
 */
export async function addCustomPathAddress(coinId: string, derivePath: string): Promise<string> {
  const { mod, core } = await unlocked();
  const s = core.store.getState().wallets;
  const wallet = s.allWallets[s.currentWalletIndex];
  const coin = wallet?.coins.find((c) => c._id === coinId);
  if (!wallet || !coin) throw new mod.WalletRuleError(mod.MESSAGES.coinIdMissing);
  const chains = await loadChainsFor(coin.chain_name);
  if (wallet.isImportWalletWithPrivateKey)
    throw new mod.WalletRuleError('A wallet imported with a private key has no phrase to derive from');
  const path = derivePath.trim();
  chains.parsePath(path);
  const account = chains.deriveAccount(coin.chain_name, core.seedFor(wallet.secretRef), {
    path,
    network: core.network,
  });
  if ((coin.deriveAddresses ?? [{ address: coin.address }]).some((a) => a.address === account.address))
    throw new mod.WalletRuleError(`This address is already listed (${path})`);
  return mod.addCustomAddress(core, {
    coinId,
    chain_name: coin.chain_name,
    privateKey: account.privateKey,
    derivePath: path,
  });
}
