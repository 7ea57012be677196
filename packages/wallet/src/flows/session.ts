/**
 * A wallet session: the store, the vault it persists into, auth state and auto-lock. This is the
 * headless API the CLI and the shells use; keys leave the vault only through `signerFor`.
 */
import {
  deriveAccount,
  importPrivateKey,
  seedFromMnemonic,
  seedFromMnemonicAsync,
  type Account,
  type NetworkName,
  type SeedMaterial,
} from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { storeCleared } from '../store/persist/actions';
import { authActions } from '../store/slices/auth';
import { createWalletStore, type WalletStore } from '../store/store';
import type { Wallet } from '../store/types';
import { VaultConflictError, VaultError, VaultExistsError, VaultLockedError } from '../vault/errors';
import type { KdfPolicy } from '../vault/kdf';
import type { StoragePort } from '../vault/storage';
import { Vault } from '../vault/vault';
import { InactivityLock, realTimers, type Timers } from './autoLock';
import { chainsOfWallets, ensureChains } from './ensureChains';
import { alignWalletsToNetwork } from './networkAccounts';
import { persistableState, rehydrateStore } from './rehydrate';

export interface SessionOptions {
  /** Create an empty vault when none exists (first run). */
  create?: boolean;
  /** KDF strength; the default is production strength (PBKDF2-SHA256, 600,000 iterations). */
  kdf?: KdfPolicy;
  /** Open the backup generation after the current copy was reported damaged. */
  useBackup?: boolean;
  timers?: Timers;
  network?: NetworkName;
}

export class WalletSession {
  private vaultRef: Vault | null = null;
  private cancelLoaded: () => void = () => undefined;
  private readonly seeds = new Map<string, SeedMaterial>();
  readonly autoLock: InactivityLock;
  readonly network: NetworkName;
  private readonly timers: Timers;

  constructor(
    readonly storage: StoragePort,
    readonly store: WalletStore = createWalletStore(),
    private readonly opts: SessionOptions = {},
  ) {
    this.timers = opts.timers ?? realTimers;
    this.network = opts.network ?? 'mainnet';
    this.autoLock = new InactivityLock(
      () => this.store.getState().settings.lockTime,
      () => this.lock(),
      this.timers,
    );
    // Activity is the person's input: the shell calls autoLock.touch() on pointer and key events.
    // State changes do not count, or background balance and price polling would never let it lock;
    // only a new lockTime re-arms the countdown, so the setting takes effect at once.
    let lockTime = this.store.getState().settings.lockTime;
    this.store.subscribe(() => {
      const next = this.store.getState().settings.lockTime;
      if (next === lockTime) return;
      lockTime = next;
      if (this.vaultRef?.isUnlocked) this.autoLock.touch();
    });
  }

  /** Opens (or with `create`, creates) the vault in `storage` and rehydrates a new store. */
  static async open(
    storage: StoragePort,
    password: string,
    opts: SessionOptions = {},
  ): Promise<WalletSession> {
    const session = new WalletSession(storage, createWalletStore(), opts);
    await session.unlock(password);
    return session;
  }

  get isUnlocked(): boolean {
    return !!this.vaultRef?.isUnlocked;
  }

  get vault(): Vault {
    if (!this.vaultRef?.isUnlocked) throw new VaultLockedError();
    return this.vaultRef;
  }

  /** Wrong password: a clear error, the store stays locked and nothing is written. */
  async unlock(password: string): Promise<void> {
    this.store.dispatch(authActions.unlockStarted());
    let rehydrated = false;
    try {
      const kdf = this.opts.kdf ? { kdf: this.opts.kdf } : {};
      const exists = await Vault.exists(this.storage);
      const unlockExisting = () =>
        Vault.unlock(this.storage, password, { ...kdf, useBackup: !!this.opts.useBackup });
      this.vaultRef =
        !exists && this.opts.create
          ? await Vault.create(this.storage, password, kdf).catch((e: unknown) => {
              // Another writer created it since the check: open that one (if the password does).
              if (e instanceof VaultExistsError) return unlockExisting();
              throw e;
            })
          : await unlockExisting();
      this.cancelLoaded = rehydrateStore(this.store, this.vaultRef.state, this.timers);
      rehydrated = true;
      // The families of the wallets' chains, and only those: the key functions below need them.
      await ensureChains(chainsOfWallets(this.store.getState().wallets.allWallets));
      await this.warmSeeds();
      // Addresses that depend on the network are those of this session's network.
      alignWalletsToNetwork(this);
    } catch (e) {
      if (rehydrated) {
        this.cancelLoaded();
        this.store.dispatch(storeCleared());
      }
      this.vaultRef?.lock();
      this.vaultRef = null;
      this.dropSeeds();
      this.store.dispatch(authActions.unlockFailed(e instanceof Error ? e.message : 'Unlock failed'));
      throw e;
    }
    this.store.dispatch(authActions.unlocked());
    this.autoLock.touch();
  }

  /**
   * Encrypts the persisted slices and the keyring with the session key (no KDF) and writes
   * atomically. When another window or process saved first, nothing is written
   * (VaultConflictError) and the store is reloaded from the vault, so a retry works on the latest.
   */
  async save(): Promise<void> {
    try {
      await this.vault.save(persistableState(this.store));
    } catch (e) {
      if (e instanceof VaultConflictError) await this.refresh().catch(() => this.lock());
      throw e;
    }
  }

  /**
   * One read-modify-write of the vault under its lock: if another window or process saved since
   * this session read it, the store is reloaded first, so `fn` applies its change to the latest
   * wallets. Saves inside `fn` are part of the one write at the end; nothing is written if it throws.
   */
  async transact<T>(fn: () => Promise<T>): Promise<T> {
    const vault = this.vault;
    return vault.update(async (reloaded) => {
      if (reloaded) await this.reloadStore();
      const out = await fn();
      vault.setState(persistableState(this.store));
      return out;
    });
  }

  /** Reloads the store when another window or process saved the vault; true when it did. */
  async refresh(): Promise<boolean> {
    if (!(await this.vault.refresh())) return false;
    await this.reloadStore();
    return true;
  }

  /** As at unlock; the "loaded" flag is set already, so the new timer is cancelled at once. */
  private async reloadStore(): Promise<void> {
    rehydrateStore(this.store, this.vault.state, this.timers)();
    await ensureChains(chainsOfWallets(this.store.getState().wallets.allWallets));
    alignWalletsToNetwork(this);
  }

  changePassword(oldPassword: string, newPassword: string): Promise<void> {
    return this.vault.changePassword(oldPassword, newPassword, this.opts.kdf ? { kdf: this.opts.kdf } : {});
  }

  /**
   * Forgets the key, every secret and every decrypted state. The seeds' bytes are zeroed first, so
   * a reference kept elsewhere (a signer, a derivation cache) holds zeros; strings (the phrase)
   * cannot be overwritten in JavaScript, so none stays reachable from the session.
   */
  lock(): void {
    this.autoLock.stop();
    this.cancelLoaded();
    this.vaultRef?.lock();
    this.vaultRef = null;
    this.dropSeeds();
    this.store.dispatch(storeCleared());
    this.store.dispatch(authActions.locked());
  }

  private dropSeeds(): void {
    for (const m of this.seeds.values()) {
      m.seed.fill(0);
      m.icarus?.fill(0);
    }
    this.seeds.clear();
  }

  wallet(walletId: string): Wallet {
    const w = this.store.getState().wallets.allWallets.find((x) => x.id === walletId);
    if (!w) throw new WalletRuleError(MESSAGES.walletNotAvailable);
    return w;
  }

  /** Each phrase's seed through the platform's PBKDF2 (WebCrypto), once, at unlock: seedFor reads it. */
  private async warmSeeds(): Promise<void> {
    const refs = new Set(this.store.getState().wallets.allWallets.map((w) => w.secretRef));
    await Promise.all(
      [...refs].map(async (ref) => {
        if (!ref || this.seeds.has(ref)) return;
        try {
          const entry = this.vault.getSecret(ref);
          if (entry.kind !== 'mnemonic') return;
          this.seeds.set(
            ref,
            await seedFromMnemonicAsync(entry.phrase, entry.passphrase ?? '', { cardano: true }),
          );
        } catch {
          // A missing or unreadable secret: seedFor says so when that wallet is used, as before.
        }
      }),
    );
  }

  /** Seed of a phrase entry, computed once per unlock. */
  seedFor(secretRef: string): SeedMaterial {
    const cached = this.seeds.get(secretRef);
    if (cached) return cached;
    const entry = this.vault.getSecret(secretRef);
    if (entry.kind !== 'mnemonic')
      throw new VaultError('This wallet was imported with a private key and has no phrase');
    const seed = seedFromMnemonic(entry.phrase, entry.passphrase ?? '');
    this.seeds.set(secretRef, seed);
    return seed;
  }

  /**
   * The account with its private key for signing on `chainName`: the active address of the
   * wallet's coin on that chain, or the chain's default account for a phrase wallet without one.
   * Unlock loads the families of the wallets' chains; for another chain, `ensureChains` first.
   */
  signerFor(walletId: string, chainName: string): Account {
    const w = this.wallet(walletId);
    const coin =
      w.coins.find((c) => c.chain_name === chainName && c.type === 'coin') ??
      w.coins.find((c) => c.chain_name === chainName);
    if (coin?.networkMismatch) throw new WalletRuleError(coin.networkMismatch);
    const ref = coin?.secretRef ?? w.secretRef;
    const entry = this.vault.getSecret(ref);
    if (entry.kind === 'privateKey') {
      if (entry.chain_name !== chainName && !coin) throw new WalletRuleError(MESSAGES.coinChainNotMatch);
      return importPrivateKey(entry.chain_name, entry.privateKey, this.network);
    }
    const path = coin?.derivePath;
    const account = deriveAccount(chainName, this.seedFor(ref), {
      ...(path ? { path } : {}),
      network: this.network,
    });
    if (coin && account.address !== coin.address)
      throw new VaultError('The derived key does not match the coin address');
    return account;
  }
}
