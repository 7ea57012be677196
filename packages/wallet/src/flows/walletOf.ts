/** Looks up the wallet and coin a flow works on (the current ones by default). */
import { MESSAGES, WalletRuleError } from '../rules/messages';
import type { RootState } from '../store/rootReducer';
import type { Wallet, WalletCoin } from '../store/types';

export function walletOf(state: RootState, walletId?: string): Wallet {
  const w = walletId
    ? state.wallets.allWallets.find((x) => x.id === walletId)
    : state.wallets.allWallets[state.wallets.currentWalletIndex];
  if (!w) throw new WalletRuleError(MESSAGES.walletNotAvailable);
  return w;
}

export function coinOf(wallet: Wallet, coinId: string | null | undefined): WalletCoin {
  const c = coinId ? wallet.coins.find((x) => x._id === coinId) : undefined;
  if (!c) throw new WalletRuleError(MESSAGES.coinNotFound);
  return c;
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
