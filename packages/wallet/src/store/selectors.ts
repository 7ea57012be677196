/** Derived flags: isInWallet on catalogue entries, isGroupCoinsAdded on groups. */
import { isGroupCoinsAdded, isInWallet } from '../rules/coins';
import type { RootState } from './rootReducer';
import type { CoinGroup, Currency, Wallet } from './types';

export function selectCurrentWallet(state: RootState): Wallet | undefined {
  return state.wallets.allWallets[state.wallets.currentWalletIndex];
}

export function selectCurrenciesWithFlags(state: RootState): Currency[] {
  const w = selectCurrentWallet(state);
  return state.currency.currencies.map((c) => ({ ...c, isInWallet: isInWallet(w, c) }));
}

export function selectCoinGroupsWithFlags(state: RootState): CoinGroup[] {
  const w = selectCurrentWallet(state);
  return state.currency.coinGroups.map((g) => ({ ...g, isGroupCoinsAdded: isGroupCoinsAdded(w, g.coins) }));
}
