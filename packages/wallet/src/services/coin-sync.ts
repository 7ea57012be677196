/**
 * Planning the sync of newly listed coins into the user's wallets: the one sync rule (the store's
 * syncCatalogueCoins applies this plan). Pure: the caller fetches the catalogue (limit 200, status
 * true: catalogue-client's listForSync) and applies the plan (flows/coinSync.ts).
 */
import type { Currency } from './schemas';

export const SYNC_TOAST = {
  progress: { title: 'Sync In-progress' },
  success: { title: 'Sync Successful' },
  failure: { title: 'Sync Failed', message: 'Something went wrong' },
} as const;

/** The rejection message of a failed sync. */
export const SYNC_REJECTION = 'Something went wrong while syncing';

export interface SyncWalletCoin {
  _id?: string;
  chain_name: string;
  symbol: string;
  contractAddress?: string | null;
}

export interface SyncWallet {
  id: string;
  isImportWalletWithPrivateKey: boolean;
  coins: readonly SyncWalletCoin[];
}

export interface SyncPlanEntry<C extends SyncCurrency = Currency> {
  walletId: string;
  coins: C[];
}

/** What the rule reads of a catalogue currency (the API's and the store's both have it). */
export interface SyncCurrency {
  _id: string;
  chain_name: string;
  symbol: string;
  contractAddress?: string | null;
  status: boolean;
}

/** EVM hex contracts compare case-insensitively; others (base58, base64) exactly; no contract is ''. */
function coinIdentity(c: { chain_name: string; symbol: string; contractAddress?: string | null }): string {
  const contract = (c.contractAddress ?? '').trim();
  const normalized = /^0x[0-9a-fA-F]{40}$/.test(contract) ? contract.toLowerCase() : contract;
  return `${c.chain_name}|${c.symbol.toUpperCase()}|${normalized}`;
}

/**
 * For every wallet except those imported by private key (they hold one chain's key only), the listed
 * currencies it lacks on the chains it holds, in catalogue order. A coin counts as present when its _id or its chain, symbol
 * and contract match. Wallets with nothing to add are left out of the plan.
 */
export function planCoinSync<C extends SyncCurrency = Currency>(
  wallets: readonly SyncWallet[],
  currencies: readonly C[],
): SyncPlanEntry<C>[] {
  const listed = currencies.filter((c) => c.status);
  const plan: SyncPlanEntry<C>[] = [];
  for (const wallet of wallets) {
    if (wallet.isImportWalletWithPrivateKey) continue;
    // A coin needs the wallet's account on its chain: chains the wallet does not hold are not added.
    const chains = new Set(wallet.coins.map((c) => c.chain_name));
    const ids = new Set(wallet.coins.map((c) => c._id).filter((id): id is string => Boolean(id)));
    const identities = new Set(wallet.coins.map(coinIdentity));
    const seen = new Set<string>();
    const coins = listed.filter((c) => {
      const identity = coinIdentity(c);
      if (!chains.has(c.chain_name)) return false;
      if (ids.has(c._id) || identities.has(identity) || seen.has(identity)) return false;
      seen.add(identity);
      return true;
    });
    if (coins.length > 0) plan.push({ walletId: wallet.id, coins });
  }
  return plan;
}
