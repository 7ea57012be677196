/**
 * The shells' view of @kestrel/wallet's WalletSession (Redux store + encrypted vault on the
 * platform's vault storage, IndexedDB on the web + auto-lock). Screens call these methods and read a public snapshot; secrets go
 * straight from the create/import screen into the wallet package's vault.
 */
import type { NetworkName, StoragePort } from '@kestrel/wallet';
import type { WalletSession as CoreSession } from '@kestrel/wallet';
import type { NewWalletSecret, SessionSnapshot, SessionStatus, SettingsView, WalletView } from './types';
import { loadChainsFor } from './chains';
import { DuplicateWalletError, walletWithSecret } from './duplicateWallet';
import { storedNetwork, storeNetwork } from './network';
import { platform } from './platform';
import { loadWallet, type WalletModule } from './wallet';

type RootState = ReturnType<CoreSession['store']['getState']>;
type Listener = () => void;

const DEFAULT_SETTINGS: SettingsView = { localCurrency: 'USD', lockTime: 0 };

/** Public fields only: no secretRef, no derive paths. */
function toWalletView(w: RootState['wallets']['allWallets'][number]): WalletView {
  return {
    id: w.id,
    walletName: w.walletName,
    isBackedup: w.isBackedup,
    isImportWalletWithPrivateKey: w.isImportWalletWithPrivateKey,
    privacyMode: w.privacyMode,
    coins: w.coins
      .filter((c) => c.isInWallet !== false)
      .map((c) => ({
        _id: c._id,
        chain_name: c.chain_name,
        symbol: c.symbol,
        name: c.name,
        decimal: c.decimal,
        address: c.address,
        ...(c.networkMismatch ? { networkMismatch: c.networkMismatch } : {}),
        ...(c.totalBalance !== undefined ? { totalBalance: c.totalBalance } : {}),
        ...(c.balanceState ? { balanceState: { ...c.balanceState } } : {}),
        ...(c.totalBalanceCourse !== undefined ? { fiatValue: c.totalBalanceCourse } : {}),
        ...(c.currencyRate !== undefined ? { fiatRate: c.currencyRate } : {}),
      })),
  };
}

export class WebWalletSession {
  private mod: WalletModule | null = null;
  private core: CoreSession | null = null;
  /** Unsubscribes from the current core session's store and locks it (on a network switch). */
  private dropCore: () => void = () => undefined;
  private lastState: RootState | null = null;
  /** Built on first read, so the session can be created before the platform is installed. */
  private current: SessionSnapshot | null = null;
  private readonly listeners = new Set<Listener>();
  private chosenNetwork: NetworkName | null = null;
  private readonly storageFactory: (m: WalletModule) => StoragePort;

  constructor(storageFactory?: (m: WalletModule) => StoragePort) {
    this.storageFactory = storageFactory ?? ((m) => platform().vaultStorage(m));
  }

  /** The network the core session is built for (./network: the stored choice, else the default). */
  get network(): NetworkName {
    return (this.chosenNetwork ??= storedNetwork());
  }

  private get snapshot(): SessionSnapshot {
    return (this.current ??= {
      status: 'loading',
      allWallets: [],
      currentWalletIndex: 0,
      settings: DEFAULT_SETTINGS,
      network: this.network,
    });
  }

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** The unlocked core session, or null while locked (state/manage.ts reads more of its store). */
  get unlockedCore(): CoreSession | null {
    return this.core?.isUnlocked ? this.core : null;
  }

  private emit(status: SessionStatus): void {
    const s = this.core?.isUnlocked ? this.core.store.getState() : null;
    this.lastState = s;
    this.current = {
      status,
      allWallets: s ? s.wallets.allWallets.map(toWalletView) : [],
      currentWalletIndex: s?.wallets.currentWalletIndex ?? 0,
      settings: s
        ? { localCurrency: s.settings.localCurrency, lockTime: s.settings.lockTime }
        : DEFAULT_SETTINGS,
      network: this.network,
    };
    for (const l of this.listeners) l();
  }

  /** Builds the core session once; follows its store (auto-lock included). */
  private async ensureCore(create: boolean): Promise<{ mod: WalletModule; core: CoreSession }> {
    const mod = (this.mod ??= await loadWallet());
    if (!this.core) {
      const core = new mod.WalletSession(this.storageFactory(mod), mod.createWalletStore(), {
        create,
        network: this.network,
      });
      const unsubscribe = core.store.subscribe(() => {
        // A flow of a session left behind (a send still confirming on the previous network)
        // keeps writing to its own store: that is no news for the session in use.
        if (core !== this.core) return;
        const state = core.store.getState();
        if (state === this.lastState) return;
        if (!state.auth.isLogin && this.snapshot.status === 'unlocked') this.emit('locked');
        else if (core.isUnlocked) this.emit('unlocked');
      });
      this.dropCore = () => {
        unsubscribe();
        core.lock();
      };
      this.core = core;
    }
    return { mod, core: this.core };
  }

  async init(): Promise<void> {
    if (this.snapshot.status !== 'loading') return;
    const mod = (this.mod ??= await loadWallet());
    const exists = await mod.Vault.exists(this.storageFactory(mod));
    this.emit(exists ? 'locked' : 'empty');
  }

  /** A wrong password throws WrongPasswordError; its message is shown as is. */
  async unlock(password: string): Promise<void> {
    const { core } = await this.ensureCore(false);
    await core.unlock(password);
    this.emit('unlocked');
  }

  lock(): void {
    this.core?.lock();
    this.emit(this.snapshot.status === 'empty' ? 'empty' : 'locked');
  }

  /** Restarts the auto-lock countdown (called on user input). */
  touch(): void {
    if (this.core?.isUnlocked) this.core.autoLock.touch();
  }

  /**
   * Adds a wallet from a phrase or a key. On first run `password` creates the vault; the
   * secret is validated before anything is written. A secret already in a wallet is refused
   * with DuplicateWalletError (it names that wallet). `origin` is what the registration reports.
   */
  async addWallet(
    secret: NewWalletSecret,
    password?: string,
    origin: 'created' | 'imported' = 'imported',
  ): Promise<void> {
    const { mod } = await this.ensureCore(password !== undefined);
    const core = this.core as CoreSession;
    if (!core.isUnlocked) {
      if (password === undefined) throw new mod.VaultLockedError();
      // Validate first, so a bad phrase or key never leaves an empty vault behind.
      const chains = await loadChainsFor(...(secret.kind === 'privateKey' ? [secret.chain_name] : []));
      if (secret.kind === 'mnemonic') chains.seedFromMnemonic(secret.phrase);
      else chains.importPrivateKey(secret.chain_name, secret.privateKey);
      mod.checkNewPassword(password);
      await core.unlock(password);
    } else {
      const chains = await loadChainsFor(...(secret.kind === 'privateKey' ? [secret.chain_name] : []));
      // A key bound to another network is stored with its own network's address.
      const addressOf = (chain: string, key: string) => {
        try {
          return chains.importPrivateKey(chain, key, core.network).address;
        } catch {
          return chains.importPrivateKey(chain, key).address;
        }
      };
      const i = walletWithSecret(core, secret, addressOf);
      const same = core.store.getState().wallets.allWallets[i];
      if (same) throw new DuplicateWalletError(i, same.walletName, secret.kind);
    }
    const created = await mod.createWallet(
      core,
      secret.kind === 'mnemonic'
        ? { phrase: secret.phrase, isBackedup: secret.backedUp }
        : { privateKey: secret.privateKey, chain_name: secret.chain_name },
    );
    // Its coins are registered with the product API (spec §7); loaded on use, never awaited.
    void import('./coinSync').then((m) => m.registerNewWallet(core, created.id, origin === 'imported'));
    this.emit('unlocked');
  }

  private unlocked(): { mod: WalletModule; core: CoreSession } {
    if (!this.mod || !this.core?.isUnlocked)
      throw new Error('The wallet is locked: unlock it with the password first');
    return { mod: this.mod, core: this.core };
  }

  /** The unlocked core session, for the flow environment (state/flows.ts). */
  async flowCore(): Promise<{ mod: WalletModule; core: CoreSession }> {
    if (!this.core?.isUnlocked) {
      const mod = (this.mod ??= await loadWallet());
      throw new mod.VaultLockedError();
    }
    return this.unlocked();
  }

  /**
   * Switches the network. The core session (its signers and adapters) belongs to one network, so
   * an unlocked wallet is locked and opens again on the new network with the password.
   */
  setNetwork(network: NetworkName): void {
    if (network === this.network) return;
    storeNetwork(network);
    this.chosenNetwork = network;
    this.dropCore();
    this.dropCore = () => undefined;
    this.core = null;
    this.emit(this.snapshot.status === 'unlocked' ? 'locked' : this.snapshot.status);
  }

  async selectWallet(index: number): Promise<void> {
    const { mod, core } = this.unlocked();
    const id = core.store.getState().wallets.allWallets[index]?.id;
    if (id === undefined) throw new mod.WalletRuleError(mod.MESSAGES.walletNotAvailable);
    await mod.selectWallet(core, id);
  }

  async renameWallet(index: number, walletName: string): Promise<void> {
    const { mod, core } = this.unlocked();
    const id = core.store.getState().wallets.allWallets[index]?.id;
    if (id === undefined) throw new mod.WalletRuleError(mod.MESSAGES.walletNotAvailable);
    await mod.renameWallet(core, id, walletName.trim().slice(0, 40));
  }

  /** Privacy mode is kept per wallet (spec §4). */
  async togglePrivacyMode(): Promise<void> {
    const { mod, core } = this.unlocked();
    core.store.dispatch(mod.walletsActions.togglePrivacyMode());
    await core.save();
  }

  /** Writes the persisted slices to the vault after a flow changed them (e.g. the batch). */
  async save(): Promise<void> {
    await this.unlocked().core.save();
  }

  async updateSettings(patch: Partial<SettingsView>): Promise<void> {
    const { mod, core } = this.unlocked();
    if (patch.localCurrency !== undefined)
      core.store.dispatch(mod.settingsActions.setLocalCurrency(patch.localCurrency));
    if (patch.lockTime !== undefined) core.store.dispatch(mod.settingsActions.setLockTime(patch.lockTime));
    await core.save();
  }
}

/** The same session under a shell-neutral name (the mobile shell uses it too). */
export { WebWalletSession as ShellWalletSession };
