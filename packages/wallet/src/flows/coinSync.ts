/**
 * Coin sync, the new-coin check and coin registration (app-layer §4 "Sync", §7 catalogue calls,
 * §8 sync toasts). One rule decides what a sync adds: planCoinSync over the catalogue's listed
 * coins (limit 200, status true), for every wallet except private-key imports. The check runs
 * that rule without changing anything; the sync applies it and registers the new coins with the
 * product API. `startCoinSync` runs the check on unlock and on a timer and syncs (with the sync
 * toasts) only when the check finds coins to add.
 */
import type { CatalogueClient, CoinRegistration } from '../services/catalogue-client';
import { planCoinSync, SYNC_REJECTION, SYNC_TOAST, type SyncPlanEntry } from '../services/coin-sync';
import type { Currency as ApiCurrency } from '../services/schemas';
import { authActions } from '../store/slices/auth';
import { walletsActions } from '../store/slices/wallets';
import type { Currency, WalletCoin } from '../store/types';
import type { WalletSession } from './session';
import type { ToastSink } from './toasts';

/** Registration batches stay within the API's limit of coins per call. */
const REGISTER_BATCH = 200;
const CATALOGUE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** How often the check runs while the wallet is unlocked (the spec gives no period: ours). */
export const COIN_SYNC_INTERVAL_MS = 6 * 60 * 60 * 1000;

const toStoreCurrency = (c: ApiCurrency): Currency => ({
  ...c,
  ...(c.contractAddress ? { contractAddress: c.contractAddress } : { contractAddress: undefined }),
});

/** The installation's masterClientId: made once, kept in the vault's state, never changed. */
export async function ensureMasterClientId(session: WalletSession): Promise<string> {
  const known = session.store.getState().wallets.masterClientId;
  if (known) return known;
  await session.transact(async () => {
    if (!session.store.getState().wallets.masterClientId)
      session.store.dispatch(walletsActions.setMasterClientId(globalThis.crypto.randomUUID()));
  });
  return session.store.getState().wallets.masterClientId;
}

/** Registers coins of a wallet with the product API (payload as spec §7). */
export async function registerCoins(
  session: WalletSession,
  catalogue: CatalogueClient,
  walletId: string,
  coins: readonly WalletCoin[],
  how: { isCreateWallet: boolean; isImported: boolean },
): Promise<number> {
  const wallet = session.wallet(walletId);
  const masterClientId = await ensureMasterClientId(session);
  let registered = 0;
  for (let i = 0; i < coins.length; i += REGISTER_BATCH) {
    const body: CoinRegistration = {
      coins: coins.slice(i, i + REGISTER_BATCH).map((c) => ({
        // The API takes catalogue ids only ([A-Za-z0-9_-]); a coin made from the registry has none.
        ...(CATALOGUE_ID.test(c._id) ? { _id: c._id } : {}),
        chain_name: c.chain_name,
        symbol: c.symbol,
        contractAddress: c.contractAddress ?? null,
        ...(c.address ? { address: c.address } : {}),
      })),
      clientId: wallet.clientId,
      masterClientId,
      is_create_wallet: how.isCreateWallet,
      is_imported: how.isImported,
    };
    registered += (await catalogue.registerCoins(body)).registered;
  }
  return registered;
}

/** A new or imported wallet's coins, registered once it is saved. */
export function registerCreatedWallet(
  session: WalletSession,
  catalogue: CatalogueClient,
  walletId: string,
  how: { imported: boolean },
): Promise<number> {
  const wallet = session.wallet(walletId);
  return registerCoins(session, catalogue, walletId, wallet.coins, {
    isCreateWallet: !how.imported,
    isImported: how.imported,
  });
}

/** The new-coin check: what a sync would add now, per wallet. Changes nothing. */
export async function checkNewCoins(
  session: WalletSession,
  catalogue: CatalogueClient,
): Promise<{ listed: ApiCurrency[]; plan: SyncPlanEntry[] }> {
  const listed = (await catalogue.listForSync()).data;
  return { listed, plan: planCoinSync(session.store.getState().wallets.allWallets, listed) };
}

/**
 * The sync: listed coins join every wallet but private-key imports (one vault write), then the
 * new coins are registered. Toasts 'Sync In-progress', then 'Sync Successful' or 'Sync Failed'
 * ('Something went wrong'); a failure rejects with 'Something went wrong while syncing'.
 */
export async function syncCoins(
  session: WalletSession,
  catalogue: CatalogueClient,
  toast: ToastSink,
  listed?: ApiCurrency[],
): Promise<number> {
  toast({ kind: 'progress', title: SYNC_TOAST.progress.title });
  try {
    const catalogueCoins = listed ?? (await catalogue.listForSync()).data;
    const before = new Map(
      session.store.getState().wallets.allWallets.map((w) => [w.id, new Set(w.coins.map((c) => c._id))]),
    );
    await session.transact(async () => {
      session.store.dispatch(walletsActions.syncCatalogueCoins(catalogueCoins.map(toStoreCurrency)));
    });
    let added = 0;
    for (const w of session.store.getState().wallets.allWallets) {
      const fresh = w.coins.filter((c) => !before.get(w.id)?.has(c._id));
      added += fresh.length;
      if (fresh.length)
        await registerCoins(session, catalogue, w.id, fresh, { isCreateWallet: false, isImported: false });
    }
    toast({ kind: 'success', title: SYNC_TOAST.success.title });
    return added;
  } catch {
    toast({ kind: 'error', title: SYNC_TOAST.failure.title, text: SYNC_TOAST.failure.message });
    throw new Error(SYNC_REJECTION);
  }
}

export interface CoinSyncRunner {
  /** One check now, and a sync when it finds coins to add. */
  runNow(): Promise<void>;
  stop(): void;
}

/** Runs the check at once (unlock) and every `intervalMs`; errors go to `onError`, never thrown. */
export function startCoinSync(
  session: WalletSession,
  catalogue: CatalogueClient,
  toast: ToastSink,
  o: { intervalMs?: number; onError?: (message: string) => void } = {},
): CoinSyncRunner {
  let running: Promise<void> | null = null;
  const runNow = (): Promise<void> => {
    running ??= (async () => {
      try {
        if (!session.isUnlocked) return;
        await ensureMasterClientId(session);
        const { listed, plan } = await checkNewCoins(session, catalogue);
        session.store.dispatch(authActions.setLastUpdateCheck(Date.now()));
        if (plan.length) await syncCoins(session, catalogue, toast, listed);
      } catch (e) {
        o.onError?.(e instanceof Error ? e.message : String(e));
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runNow(), o.intervalMs ?? COIN_SYNC_INTERVAL_MS);
  void runNow();
  return { runNow, stop: () => clearInterval(timer) };
}
